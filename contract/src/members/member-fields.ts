import { z } from 'zod';
import { HONG_KONG } from '../hong-kong.ts';
import { ANY_PHONE, fitsAreaCode, PHONE_PROBLEM, phoneDigits } from '../phone-number.ts';
import { OTP_LENGTH, PASSWORD_MAX, PASSWORD_MIN } from './member-limits.ts';

/**
 * Field rules shared by the member calls (register, profile, sign-in), written once so the
 * storefront's forms and the server refuse the same things. Every string has a ceiling: no field
 * may carry a novel.
 */

export const personName = z.string().trim().min(1).max(100);

export const email = z.string().trim().max(254).pipe(z.email());

/** At least 8 characters with a lowercase and an uppercase letter (any alphabet with case). */
export const newPassword = z
  .string()
  .min(PASSWORD_MIN)
  .max(PASSWORD_MAX)
  .regex(/\p{Ll}/u)
  .regex(/\p{Lu}/u);

/** Signing in checks the stored hash, not today's policy: older passwords still work. */
export const givenPassword = z.string().min(1).max(PASSWORD_MAX);

/** A local number as people type it (full-width digits, spaces, brackets, dashes); see phone-number.ts. */
export const phoneNumber = z
  .union([z.string().max(30), z.number()])
  .transform(phoneDigits)
  // A pattern, not a function: it shows in the call's OpenAPI schema and test generators read it.
  .pipe(z.string().regex(ANY_PHONE));

/** The country calling code without "+"; absent or empty means Hong Kong's. */
export const areaCode = z
  .union([z.string().max(6), z.number()])
  .optional()
  .transform((v) => (v === undefined || v === '' ? HONG_KONG.areaCode : phoneDigits(v)))
  .pipe(z.string().regex(/^\d{1,4}$/));

/**
 * For a call that takes a phone with its area code: a Hong Kong phone must be a Hong Kong mobile.
 * Spread into `.refine(...)`.
 */
export const phoneFitsAreaCode: [
  (v: { phone: string; area_code: string }) => boolean,
  { path: string[]; message: string },
] = [(v) => fitsAreaCode(v.phone, v.area_code), { path: ['phone'], message: PHONE_PROBLEM.en }];

export const otpCode = z
  .union([z.string().max(OTP_LENGTH), z.number()])
  .transform(String)
  .pipe(z.string().regex(new RegExp(`^\\d{${OTP_LENGTH}}$`)));

export const countryId = z.coerce.number().int().positive().max(2_147_483_647);

/** A 0|1 flag, as the storefront reads new_user and similar fields. */
export const flag = z.union([z.literal(0), z.literal(1)]);

export const sessionUser = z.object({
  id: z.number().int(),
  email: z.string().nullable(),
  first_name: z.string(),
  last_name: z.string(),
});
export type SessionUser = z.infer<typeof sessionUser>;

/** What every sign-in answers: a Bearer token whose `exp` the storefront reads, and who it is. */
export const session = {
  token: z.string(),
  user: sessionUser,
};

import { z } from 'zod';
import { defineCall } from '../calls.ts';
import { notice, paging } from '../envelope.ts';
import { CONSENT_LANGUAGES } from './marketing-consent.ts';
import {
  countryId,
  email,
  flag,
  givenPassword,
  newPassword,
  personName,
  phoneNumber,
  session,
} from './member-fields.ts';
import { GENDERS } from './member-limits.ts';

export const registerInput = z
  .object({
    first_name: personName,
    last_name: personName,
    email,
    password: newPassword,
    confirm_password: z.string().max(200),
    phone_number: phoneNumber,
    country_id: countryId,
    gender: z.enum(GENDERS),
    accept_terms: z.literal(true),
    receive_marketing: z.boolean().optional().default(false),
    /** The language of the consent text beside the box; the record keeps that text. */
    consent_language: z.enum(CONSENT_LANGUAGES).optional().default('en'),
  })
  .refine((v) => v.confirm_password === v.password, { path: ['confirm_password'] });

export const register = defineCall({
  name: 'register',
  auth: 'public',
  input: registerInput,
  output: z.object({ ...session, ...notice }),
});

export const login = defineCall({
  name: 'login',
  auth: 'public',
  input: z.object({ email, password: givenPassword }),
  output: z.object(session),
});

/** Always status 1: `isUsed` carries the answer, with the texts the storefront shows under the field. */
export const emailCheck = defineCall({
  name: 'email_check',
  auth: 'public',
  input: z.object({ email }),
  output: z.object({
    isUsed: z.boolean(),
    err_message: z.string(),
    err_message_zh: z.string(),
    message: z.string(),
    message_zh: z.string(),
  }),
});

/** Answers the same whether or not an account uses the email, so it reveals no accounts. */
export const forgotPassword = defineCall({
  name: 'forgot_password',
  auth: 'public',
  input: z.object({ email }),
  output: z.object(notice),
});

export const resetPassword = defineCall({
  name: 'reset_password',
  auth: 'public',
  input: z.object({ token: z.string().min(1).max(200), password: newPassword }),
  output: z.object(notice),
});

export const profile = z.object({
  first_name: z.string(),
  last_name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  area_code: z.string(),
  country_id: z.number().int().nullable(),
  gender: z.enum(GENDERS).nullable(),
  tier_name: z.string(),
  tier_name_zh: z.string(),
  receive_marketing: z.boolean(),
  /** Only a proven email can recover the account, only a proven phone sign in by code. */
  email_verified: z.boolean(),
  phone_verified: z.boolean(),
});
export type Profile = z.infer<typeof profile>;

export const profileGet = defineCall({
  name: 'profile_get',
  auth: 'member',
  input: z.object({}),
  output: z.object({ profile }),
});

/** Hong Kong addresses name a district and have no postal code; other countries the reverse. */
export const memberAddress = z.object({
  id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  company_name: z.string(),
  area_code: z.string(),
  phone: z.string(),
  address: z.string(),
  district: z.string(),
  city: z.string(),
  state: z.string(),
  postal_code: z.string(),
  country_id: z.number().int(),
  country_name_en: z.string(),
  country_name_zh: z.string(),
  is_default: flag,
});
export type MemberAddress = z.infer<typeof memberAddress>;

export const memberAddressGet = defineCall({
  name: 'member_address_get',
  auth: 'member',
  input: z.object(paging),
  output: z.object({ addresses: z.array(memberAddress), total_rows: z.number().int() }),
});

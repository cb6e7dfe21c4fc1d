import { z } from 'zod';
import { defineCall, type StaffRole } from '../calls.ts';
import { notice } from '../envelope.ts';
import { email, givenPassword } from '../members/member-fields.ts';

export const STAFF_ROLES = ['owner', 'staff'] as const satisfies readonly StaffRole[];

export const staffUser = z.object({
  staff_id: z.number().int(),
  email: z.string(),
  name: z.string(),
  role: z.enum(STAFF_ROLES),
  /** Whether the account signs in with an authenticator app code after its password. */
  two_factor: z.boolean(),
});
export type StaffUser = z.infer<typeof staffUser>;

const signedIn = z.object({
  token: z.string(),
  /** ISO 8601 instant after which the token no longer works. */
  expires_at: z.string(),
  staff: staffUser,
});

/**
 * Proof that the password was right, good for ten minutes and for the next step only: the code
 * from the authenticator app, or (an owner without one) setting one up.
 */
const challenge = z.string().min(1).max(4096);

/**
 * Signs a staff member in to the console; the token is good for staff calls only. An account with
 * two-step sign-in answers `next: 'totp'` and a challenge instead of a token; an owner without it
 * answers `next: 'enrol'` and must set it up before the console opens.
 */
export const adminLogin = defineCall({
  name: 'admin_login',
  auth: 'public',
  input: z.object({ email, password: givenPassword }),
  output: z.discriminatedUnion('next', [
    signedIn.extend({ next: z.literal('signed_in') }),
    z.object({ next: z.enum(['totp', 'enrol']), challenge, expires_at: z.string() }),
  ]),
});

/** The second step: a 6-digit code from the authenticator app, or one of the account's recovery codes. */
export const adminLoginSecondStep = defineCall({
  name: 'admin_login_second_step',
  auth: 'public',
  input: z.object({ challenge, code: z.string().trim().min(1).max(32) }),
  output: signedIn,
});

/**
 * Starts setting up two-step sign-in: with the challenge of an `enrol` sign-in, or (signed in,
 * Bearer) from the console to turn it on or move it to a new phone. The secret works once confirmed.
 */
export const adminTwoFactorSetup = defineCall({
  name: 'admin_two_factor_setup',
  auth: 'public',
  input: z.object({ challenge: z.string().max(4096).optional() }),
  output: z.object({
    /** Base32, for typing into the app by hand. */
    secret: z.string(),
    otpauth_uri: z.string(),
    /** The QR code of `otpauth_uri`, as an SVG data URL. */
    qr_image: z.string(),
  }),
});

/**
 * Confirms the secret with a code from the app. Answers the recovery codes, shown this once, and,
 * when it finishes a sign-in, the session.
 */
export const adminTwoFactorConfirm = defineCall({
  name: 'admin_two_factor_confirm',
  auth: 'public',
  input: z.object({ challenge: z.string().max(4096).optional(), code: z.string().trim().min(1).max(32) }),
  output: z.object({ recovery_codes: z.array(z.string()), session: signedIn.nullable() }),
});

export const staffSession = z.object({
  session_id: z.string(),
  staff_id: z.number().int(),
  staff_name: z.string(),
  ip: z.string().nullable(),
  created_at: z.string(),
  expires_at: z.string(),
  /** The session this call was made with. */
  current: z.boolean(),
});
export type StaffSession = z.infer<typeof staffSession>;

/** Open console sessions, newest first: your own, or every account's for an owner. */
export const adminSessionGet = defineCall({
  name: 'admin_session_get',
  auth: 'staff',
  input: z.object({}),
  output: z.object({ sessions: z.array(staffSession) }),
});

/** Ends a session (your own, or anyone's for an owner) on every server at once. */
export const adminSessionEnd = defineCall({
  name: 'admin_session_end',
  auth: 'staff',
  input: z.object({ session_id: z.string().uuid() }),
  output: z.object(notice),
});

export const adminMe = defineCall({
  name: 'admin_me',
  auth: 'staff',
  input: z.object({}),
  output: z.object({ staff: staffUser }),
});

/** Ends this sign-in on every server at once; the token is refused from then on. */
export const adminLogout = defineCall({
  name: 'admin_logout',
  auth: 'staff',
  input: z.object({}),
  output: z.object(notice),
});

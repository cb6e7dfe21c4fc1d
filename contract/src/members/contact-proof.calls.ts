import { z } from 'zod';
import { defineCall } from '../calls.ts';
import { notice } from '../envelope.ts';
import { areaCode, email, otpCode, phoneFitsAreaCode, phoneNumber } from './member-fields.ts';

/*
 * Proving an email or a phone, and changing either, for the signed-in member. An email is proven by
 * a link sent to it, a phone by a code sent to it; only proven ones reach one-time-code sign-in and
 * password recovery. docs/members.md has the rules.
 */

/**
 * Sends a proof link to `email`: the member's current email (to prove it, or resend the link) or a
 * new one (a change, with a notice to the old address). The email changes only when the link is used.
 */
export const emailChange = defineCall({
  name: 'email_change',
  auth: 'member',
  input: z.object({ email }),
  output: z.object(notice),
});

/**
 * Uses a proof link (`/verify-email?token=…`) while signed in to the account it was sent for. A new
 * email replaces the old one and every other session of the account ends.
 */
export const emailVerify = defineCall({
  name: 'email_verify',
  auth: 'member',
  input: z.object({ token: z.string().min(1).max(200) }),
  output: z.object({ ...notice, email: z.string() }),
});

const phoneInput = { phone: phoneNumber, area_code: areaCode };

/** Texts a 6-digit code to the member's current phone (to prove it) or a new one (a change). */
export const phoneVerifySend = defineCall({
  name: 'phone_verify_send',
  auth: 'member',
  input: z.object(phoneInput).refine(...phoneFitsAreaCode),
  output: z.object(notice),
});

/**
 * Proves the phone with its code. A new phone replaces the old one (which gets a notice by SMS)
 * and every other session of the account ends.
 */
export const phoneVerify = defineCall({
  name: 'phone_verify',
  auth: 'member',
  input: z.object({ ...phoneInput, otp: otpCode }).refine(...phoneFitsAreaCode),
  output: z.object({ ...notice, phone: z.string(), area_code: z.string() }),
});

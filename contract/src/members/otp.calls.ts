import { z } from 'zod';
import { defineCall } from '../calls.ts';
import { notice } from '../envelope.ts';
import { areaCode, flag, otpCode, phoneFitsAreaCode, phoneNumber, session } from './member-fields.ts';

const phoneInput = { phone: phoneNumber, area_code: areaCode };

/** Sends a 6-digit sign-in code by SMS to +{area_code}{phone}. */
export const otpGet = defineCall({
  name: 'otp_get',
  auth: 'public',
  input: z.object(phoneInput).refine(...phoneFitsAreaCode),
  output: z.object(notice),
});

/** Signs in with the code; a phone no member has yet becomes a new member (`new_user: 1`). */
export const otpSubmit = defineCall({
  name: 'otp_submit',
  auth: 'public',
  input: z.object({ ...phoneInput, otp: otpCode }).refine(...phoneFitsAreaCode),
  output: z.object({ ...session, new_user: flag }),
});

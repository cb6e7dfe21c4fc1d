import { z } from 'zod';
import { defineCall } from '../calls.ts';
import { notice } from '../envelope.ts';

/**
 * Whether a password reset link can still be used, asked when its page opens so the shopper is not
 * made to type a new password twice before hearing the link is dead (RESET_TOKEN_INVALID). Uses nothing up.
 */
export const resetPasswordCheck = defineCall({
  name: 'reset_password_check',
  auth: 'public',
  input: z.object({ token: z.string().min(1).max(200) }),
  output: z.object(notice),
});

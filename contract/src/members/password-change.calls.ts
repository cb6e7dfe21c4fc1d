import { z } from 'zod';
import { defineCall } from '../calls.ts';
import { notice } from '../envelope.ts';
import { givenPassword, newPassword, session } from './member-fields.ts';

/** The current password is checked against the stored hash, not today's policy (like signing in). */
export const passwordChangeInput = z
  .object({
    current_password: givenPassword,
    password: newPassword,
    confirm_password: z.string().max(200),
  })
  .refine((v) => v.confirm_password === v.password, { path: ['confirm_password'] });

/**
 * A signed-in member sets a new password. Every other session ends, as after a reset; the answer
 * carries a fresh token, so this browser stays signed in.
 */
export const passwordChange = defineCall({
  name: 'password_change',
  auth: 'member',
  input: passwordChangeInput,
  output: z.object({ ...session, ...notice }),
});

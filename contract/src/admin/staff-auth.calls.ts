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
});
export type StaffUser = z.infer<typeof staffUser>;

/** Signs a staff member in to the console; the token is good for staff calls only. */
export const adminLogin = defineCall({
  name: 'admin_login',
  auth: 'public',
  input: z.object({ email, password: givenPassword }),
  output: z.object({
    token: z.string(),
    /** ISO 8601 instant after which the token no longer works. */
    expires_at: z.string(),
    staff: staffUser,
  }),
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

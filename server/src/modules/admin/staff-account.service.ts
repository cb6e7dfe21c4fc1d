import { STAFF_ROLES } from '@shop/contract/admin/staff-auth.calls';
import { email, newPassword, personName } from '@shop/contract/members/member-fields';
import { z } from 'zod';
import type { Db } from '../../db/database.ts';
import { hashPassword } from '../members/index.ts';
import { insertStaff, type StaffMember } from './staff.repo.ts';

/** The same password rule as members: 8 to 128 characters with a lower- and an uppercase letter. */
export const newStaffAccount = z.object({
  email,
  name: personName,
  role: z.enum(STAFF_ROLES),
  password: newPassword,
});
export type NewStaffAccount = z.infer<typeof newStaffAccount>;

export class StaffEmailTakenError extends Error {}

export async function createStaffAccount(db: Db, account: NewStaffAccount): Promise<StaffMember> {
  const { password, ...rest } = account;
  const created = await insertStaff(db, { ...rest, passwordHash: await hashPassword(password) });
  if (!created)
    throw new StaffEmailTakenError(`A staff account already uses ${account.email.toLowerCase()}.`);
  return created;
}

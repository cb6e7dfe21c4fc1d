import type { StaffRole } from '@shop/contract/calls';
import { staffAccounts } from '../../../modules/admin/staff.tables.ts';
import { hashPassword } from '../../../modules/members/index.ts';
import type { Db } from '../../database.ts';

/** The demo console accounts (README.md lists them); a real shop makes its own with `staff:create`. */
export const DEMO_STAFF: readonly { email: string; name: string; role: StaffRole; password: string }[] = [
  { email: 'owner@example.com', name: 'Demo Owner', role: 'owner', password: 'Roastery2024!' },
  { email: 'staff@example.com', name: 'Demo Staff', role: 'staff', password: 'Roastery2024!' },
];

export async function seedStaff(tx: Db): Promise<void> {
  for (const { password, ...account } of DEMO_STAFF) {
    await tx.insert(staffAccounts).values({ ...account, passwordHash: await hashPassword(password) });
  }
}

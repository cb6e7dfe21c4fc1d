import type { StaffRole } from '@shop/contract/calls';
import { staffAccounts } from '../../../modules/admin/staff.tables.ts';
import { hashPassword } from '../../../modules/members/index.ts';
import type { Db } from '../../database.ts';

/**
 * The demo owner's authenticator secret. Owners must sign in with a code, so the demo shop ships one
 * as public as the demo password (README.md gives both); a real shop makes its own accounts with
 * `staff:create`, and each sets up its own secret at first sign-in.
 */
export const DEMO_OWNER_TOTP_SECRET = 'ROASTERYDEMOOWNERTOTPSECRET23456';

/** The demo console accounts (README.md lists them). The barista has not set up two-step sign-in yet. */
export const DEMO_STAFF: readonly {
  email: string;
  name: string;
  role: StaffRole;
  password: string;
  totpSecret?: string;
}[] = [
  {
    email: 'owner@example.com',
    name: 'Demo Owner',
    role: 'owner',
    password: 'Roastery2024!',
    totpSecret: DEMO_OWNER_TOTP_SECRET,
  },
  { email: 'staff@example.com', name: 'Demo Staff', role: 'staff', password: 'Roastery2024!' },
  { email: 'barista@example.com', name: 'Demo Barista', role: 'staff', password: 'Roastery2024!' },
];

export async function seedStaff(tx: Db): Promise<void> {
  for (const { password, ...account } of DEMO_STAFF) {
    await tx.insert(staffAccounts).values({ ...account, passwordHash: await hashPassword(password) });
  }
}

import { ApiError } from '../../http/api-error.ts';
import type { CallContext } from '../../http/call-handler.ts';
import {
  clear,
  clientAddress,
  consume,
  decoyHash,
  type Limit,
  refund,
  verifyPassword,
} from '../members/index.ts';
import { findActiveStaffByEmail, openStaffSession, type StaffMember } from './staff.repo.ts';
import { STAFF_TOKEN_LIFETIME_SECONDS, signStaffToken, staffTokenKey } from './staff-token.ts';

const FIFTEEN_MINUTES = 15 * 60;

/**
 * Failed console sign-ins, counted apart from the shop's member sign-ins: stricter per account (a
 * console account is worth more than a shopper's) and never sharing a count with a member's email.
 */
export const staffLoginLimits = (client: string, email: string) => ({
  client: { key: `staff_login:ip:${client}`, max: 20, windowSeconds: FIFTEEN_MINUTES } satisfies Limit,
  account: {
    key: `staff_login:email:${email.toLowerCase()}`,
    max: 5,
    windowSeconds: FIFTEEN_MINUTES,
  } satisfies Limit,
});

export interface StaffSession {
  token: string;
  expiresAt: Date;
  staff: StaffMember;
}

/**
 * Email and password sign-in to the console. As for members, every attempt is counted before the
 * password is checked and an unknown email costs the same as a wrong password and gets the same
 * answer; a success gives its count back.
 */
export async function loginStaff(
  { db, ip, config }: CallContext,
  { email, password }: { email: string; password: string },
): Promise<StaffSession> {
  const limits = staffLoginLimits(clientAddress(ip), email);
  await db.transaction((tx) => consume(tx, [limits.client, limits.account]));
  const staff = await findActiveStaffByEmail(db, email);
  const matches = await verifyPassword(password, staff?.passwordHash ?? (await decoyHash()));
  if (!staff || !matches) throw new ApiError('INVALID_CREDENTIALS');
  await refund(db, [limits.client.key]);
  await clear(db, [limits.account.key]);
  const expiresAt = new Date(Date.now() + STAFF_TOKEN_LIFETIME_SECONDS * 1000);
  const sessionId = await openStaffSession(db, staff.id, expiresAt);
  const token = await signStaffToken(staffTokenKey(config), { staffId: staff.id, sessionId }, expiresAt);
  const { passwordHash: _, ...account } = staff;
  return { token, expiresAt, staff: account };
}

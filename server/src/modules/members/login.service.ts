import { randomBytes } from 'node:crypto';
import { ApiError } from '../../http/api-error.ts';
import type { CallContext } from '../../http/call-handler.ts';
import { loginLimits } from './auth-limits.ts';
import { clientAddress } from './client-address.ts';
import { findMemberByEmail, type SessionMember } from './members.repo.ts';
import { hashPassword, verifyPassword } from './password.ts';
import { clear, consume, refund } from './rate-limit.ts';

// An unknown email is checked against this hash too, so it costs the same time as a wrong password.
let decoy: Promise<string> | undefined;
export const decoyHash = () => {
  decoy ??= hashPassword(randomBytes(16).toString('hex'));
  return decoy;
};

/**
 * Email and password sign-in. Every attempt is counted before the password is checked, so parallel
 * guesses cannot slip past the limit; a success gives its count back (the limits count failures)
 * and forgives the account's earlier failures.
 */
export async function loginWithPassword(
  { db, ip }: CallContext,
  { email, password }: { email: string; password: string },
): Promise<SessionMember> {
  const limits = loginLimits(clientAddress(ip), email);
  await db.transaction((tx) => consume(tx, [limits.client, limits.account]));
  const member = await findMemberByEmail(db, email);
  const matches = await verifyPassword(password, member?.passwordHash ?? (await decoyHash()));
  if (!member?.passwordHash || !matches) throw new ApiError('INVALID_CREDENTIALS');
  await refund(db, [limits.client.key]);
  await clear(db, [limits.account.key]);
  return member;
}

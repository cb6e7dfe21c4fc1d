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
import { recordAudit } from './audit.ts';
import { findActiveStaffByEmail, openStaffSession, type StaffMember } from './staff.repo.ts';
import {
  CHALLENGE_LIFETIME_SECONDS,
  type SecondStep,
  STAFF_TOKEN_LIFETIME_SECONDS,
  signChallenge,
  signStaffToken,
  staffTokenKey,
} from './staff-token.ts';

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

export type PasswordStep =
  | { next: 'signed_in'; session: StaffSession }
  | { next: SecondStep; challenge: string; expiresAt: Date };

/**
 * Every console sign-in, whichever way it ends, is an audit row on the account: `sign_in` when a
 * session opens, `sign_in_failed` with the step that failed. (An email with no account has no row
 * to be filed under; the rate limits count it.)
 */
export function auditSignIn(
  ctx: CallContext,
  staffId: number,
  action: 'sign_in' | 'sign_in_failed',
  details: Record<string, unknown>,
) {
  return recordAudit(ctx.db, {
    staffId,
    action,
    entity: 'staff_account',
    entityId: staffId,
    after: { ...details, ip: clientAddress(ctx.ip) },
  });
}

/** Opens a session for an account that has passed every step it needs. */
export async function openSession(ctx: CallContext, staff: StaffMember, how: string): Promise<StaffSession> {
  const expiresAt = new Date(Date.now() + STAFF_TOKEN_LIFETIME_SECONDS * 1000);
  const sessionId = await openStaffSession(ctx.db, staff.id, expiresAt, clientAddress(ctx.ip));
  const token = await signStaffToken(staffTokenKey(ctx.config), { staffId: staff.id, sessionId }, expiresAt);
  await auditSignIn(ctx, staff.id, 'sign_in', { method: how, session_id: sessionId });
  return { token, expiresAt, staff };
}

/**
 * Email and password, the first step. As for members, every attempt is counted before the password
 * is checked and an unknown email costs the same as a wrong password and gets the same answer; a
 * right password gives its count back. An account with two-step sign-in, and an owner without it,
 * get a challenge for the next step instead of a session.
 */
export async function loginStaff(
  ctx: CallContext,
  { email, password }: { email: string; password: string },
): Promise<PasswordStep> {
  const limits = staffLoginLimits(clientAddress(ctx.ip), email);
  await ctx.db.transaction((tx) => consume(tx, [limits.client, limits.account]));
  const found = await findActiveStaffByEmail(ctx.db, email);
  const matches = await verifyPassword(password, found?.passwordHash ?? (await decoyHash()));
  if (found && !matches) await auditSignIn(ctx, found.id, 'sign_in_failed', { step: 'password' });
  if (!found || !matches) throw new ApiError('INVALID_CREDENTIALS');
  await refund(ctx.db, [limits.client.key]);
  await clear(ctx.db, [limits.account.key]);
  const { passwordHash: _, ...staff } = found;
  const step: SecondStep | undefined = staff.twoFactor
    ? 'totp'
    : staff.role === 'owner'
      ? 'enrol'
      : undefined;
  if (!step) return { next: 'signed_in', session: await openSession(ctx, staff, 'password') };
  const expiresAt = new Date(Date.now() + CHALLENGE_LIFETIME_SECONDS * 1000);
  const challenge = await signChallenge(staffTokenKey(ctx.config), staff.id, step, expiresAt);
  return { next: step, challenge, expiresAt };
}

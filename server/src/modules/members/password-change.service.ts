import { and, eq, isNull, sql } from 'drizzle-orm';
import { ApiError } from '../../http/api-error.ts';
import type { CallContext } from '../../http/call-handler.ts';
import { readShopInfo } from '../lookups/index.ts';
import { enqueueMessage } from '../messages/index.ts';
import { passwordResetTokens } from './auth.tables.ts';
import { loginAccountKey, passwordChangeLimits } from './auth-limits.ts';
import { passwordChangedEmail } from './auth-texts.ts';
import { clientAddress } from './client-address.ts';
import { laterSessionStamp, type SessionMember, sessionColumns } from './members.repo.ts';
import { members } from './members.tables.ts';
import { hashPassword, verifyPassword } from './password.ts';
import { clear, consume, refund } from './rate-limit.ts';
import { endSessions } from './sessions.repo.ts';

interface PasswordChange {
  current_password: string;
  password: string;
}

/**
 * A signed-in member replaces their password. Wrong current passwords are counted before the check,
 * as for sign-in. The new hash is written only over the hash that was checked, so of two parallel
 * changes one wins. Moving tokens_valid_after ends every session; the caller issues a fresh one
 * from the stamp returned here.
 */
export async function changePassword(
  ctx: CallContext,
  memberId: number,
  { current_password, password }: PasswordChange,
): Promise<SessionMember> {
  const limits = passwordChangeLimits(clientAddress(ctx.ip), memberId);
  await ctx.db.transaction((tx) => consume(tx, [limits.client, limits.account]));
  const [stored] = await ctx.db
    .select({ passwordHash: members.passwordHash })
    .from(members)
    .where(eq(members.id, memberId));
  // A member who joined by phone code has no password to confirm.
  const oldHash = stored?.passwordHash;
  if (!oldHash || !(await verifyPassword(current_password, oldHash))) {
    throw new ApiError('CURRENT_PASSWORD_WRONG');
  }
  await refund(ctx.db, [limits.client.key]);
  await clear(ctx.db, [limits.account.key]);
  if (password === current_password) throw new ApiError('PASSWORD_UNCHANGED');

  const passwordHash = await hashPassword(password);
  const member = await ctx.db.transaction(async (tx) => {
    const [updated] = await tx
      .update(members)
      .set({
        passwordHash,
        tokensValidAfter: laterSessionStamp,
      })
      .where(and(eq(members.id, memberId), eq(members.passwordHash, oldHash)))
      .returning(sessionColumns);
    if (!updated) throw new ApiError('CURRENT_PASSWORD_WRONG');
    await endSessions(tx, memberId);
    // A reset link asked for before the change must not undo it.
    await tx
      .update(passwordResetTokens)
      .set({ usedAt: sql`now()` })
      .where(and(eq(passwordResetTokens.memberId, memberId), isNull(passwordResetTokens.usedAt)));
    if (updated.email) {
      await clear(tx, [loginAccountKey(updated.email)]);
      await enqueueMessage(tx, {
        channel: 'email',
        to: updated.email,
        ...passwordChangedEmail(await readShopInfo(tx, ctx.config)),
      });
    }
    return updated;
  });
  ctx.outbox.wake();
  return member;
}

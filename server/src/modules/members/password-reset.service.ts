import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Config } from '../../config/env.ts';
import type { Db } from '../../db/database.ts';
import { ApiError } from '../../http/api-error.ts';
import type { CallContext } from '../../http/call-handler.ts';
import { readShopInfo } from '../lookups/index.ts';
import { enqueueMessage } from '../messages/index.ts';
import { passwordResetTokens } from './auth.tables.ts';
import { forgotPasswordLimits, loginAccountKey } from './auth-limits.ts';
import { passwordChangedEmail, resetEmail } from './auth-texts.ts';
import { clientAddress } from './client-address.ts';
import { findMemberByEmail } from './members.repo.ts';
import { members } from './members.tables.ts';
import { hashPassword } from './password.ts';
import { clear, consume } from './rate-limit.ts';
import { hashResetToken, newResetToken, RESET_TOKEN_LIFETIME_SECONDS, resetLink } from './reset-token.ts';

/**
 * Emails a single-use reset link when an account uses the email, and does nothing otherwise; the
 * caller answers the same either way. The limits count every email, known or not, for the same reason.
 */
export async function requestPasswordReset(ctx: CallContext, email: string): Promise<void> {
  const sent = await ctx.db.transaction(async (tx) => {
    await consume(tx, forgotPasswordLimits(clientAddress(ctx.ip), email));
    const member = await findMemberByEmail(tx, email);
    if (!member?.email) return false;
    await writeResetLink(tx, ctx.config, { id: member.id, email: member.email });
    return true;
  });
  if (sent) ctx.outbox.wake();
}

/**
 * Stores a new single-use link for the member and puts its email in the outbox, in the caller's
 * transaction (the staff console's resend writes its audit row in the same one).
 */
export async function writeResetLink(tx: Db, config: Config, member: { id: number; email: string }) {
  const { token, hash } = newResetToken();
  await tx.insert(passwordResetTokens).values({
    memberId: member.id,
    tokenHash: hash,
    expiresAt: sql`now() + make_interval(secs => ${RESET_TOKEN_LIFETIME_SECONDS})`,
  });
  const publicUrl = config.publicUrl ?? `http://localhost:${config.port}`;
  const mail = resetEmail(await readShopInfo(tx, config), resetLink(publicUrl, token));
  await enqueueMessage(tx, { channel: 'email', to: member.email, ...mail, sensitive: true });
}

const liveToken = (hash: string) =>
  and(
    eq(passwordResetTokens.tokenHash, hash),
    isNull(passwordResetTokens.usedAt),
    gt(passwordResetTokens.expiresAt, sql`now()`),
  );

/**
 * Sets a new password with a reset link. The link is used up by a guarded UPDATE, so two parallel
 * resets with one link cannot both succeed. Moving tokens_valid_after ends every earlier session
 * (jwt.ts), the member's other links die with it, and the account's sign-in lockout is lifted.
 */
export async function resetPassword(
  ctx: CallContext,
  { token, password }: { token: string; password: string },
) {
  const hash = hashResetToken(token);
  // Checked before the slow password hash, so junk tokens cost nothing.
  const [known] = await ctx.db
    .select({ id: passwordResetTokens.id })
    .from(passwordResetTokens)
    .where(liveToken(hash));
  if (!known) throw new ApiError('RESET_TOKEN_INVALID');
  const passwordHash = await hashPassword(password);
  await ctx.db.transaction(async (tx) => {
    const [used] = await tx
      .update(passwordResetTokens)
      .set({ usedAt: sql`now()` })
      .where(liveToken(hash))
      .returning({ memberId: passwordResetTokens.memberId });
    if (!used) throw new ApiError('RESET_TOKEN_INVALID');
    const [member] = await tx
      .update(members)
      .set({
        passwordHash,
        // Strictly later than before, even for two resets within one millisecond.
        tokensValidAfter: sql`greatest(now(), ${members.tokensValidAfter} + interval '1 millisecond')`,
      })
      .where(eq(members.id, used.memberId))
      .returning({ email: members.email });
    await tx
      .update(passwordResetTokens)
      .set({ usedAt: sql`now()` })
      .where(and(eq(passwordResetTokens.memberId, used.memberId), isNull(passwordResetTokens.usedAt)));
    if (member?.email) {
      await clear(tx, [loginAccountKey(member.email)]);
      await enqueueMessage(tx, {
        channel: 'email',
        to: member.email,
        ...passwordChangedEmail(await readShopInfo(tx, ctx.config)),
      });
    }
  });
  ctx.outbox.wake();
}

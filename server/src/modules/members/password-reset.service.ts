import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Config } from '../../config/env.ts';
import type { Db } from '../../db/database.ts';
import { ApiError } from '../../http/api-error.ts';
import type { CallContext } from '../../http/call-handler.ts';
import { readShopInfo } from '../lookups/index.ts';
import { enqueueMessage } from '../messages/index.ts';
import { passwordResetTokens } from './auth.tables.ts';
import { forgotPasswordLimits, loginAccountKey } from './auth-limits.ts';
import { claimLinkEmail, passwordChangedEmail, resetEmail } from './auth-texts.ts';
import { clientAddress } from './client-address.ts';
import { claimEmail } from './contact-claim.ts';
import { entryTierId, findMemberByEmail, insertMember, laterSessionStamp } from './members.repo.ts';
import { members } from './members.tables.ts';
import { hashPassword } from './password.ts';
import { clear, consume } from './rate-limit.ts';
import { hashResetToken, newResetToken, RESET_TOKEN_LIFETIME_SECONDS, resetLink } from './reset-token.ts';
import { endSessions } from './sessions.repo.ts';

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
 * transaction (the staff console's resend writes its audit row in the same one). Only a proven email
 * recovers its account: to one the account only listed, the link offers to claim the email instead
 * (resetPassword below), so whoever registered with a stranger's email gains nothing from it.
 */
export async function writeResetLink(tx: Db, config: Config, member: { id: number; email: string }) {
  const [proof] = await tx
    .select({ provenAt: members.emailVerifiedAt })
    .from(members)
    .where(eq(members.id, member.id));
  const claim = !proof?.provenAt;
  const { token, hash } = newResetToken();
  await tx.insert(passwordResetTokens).values({
    memberId: member.id,
    tokenHash: hash,
    claimsEmail: claim ? member.email : null,
    expiresAt: sql`now() + make_interval(secs => ${RESET_TOKEN_LIFETIME_SECONDS})`,
  });
  const publicUrl = config.publicUrl ?? `http://localhost:${config.port}`;
  const link = resetLink(publicUrl, token);
  const mail = (claim ? claimLinkEmail : resetEmail)(await readShopInfo(tx, config), link);
  await enqueueMessage(tx, { channel: 'email', to: member.email, ...mail, sensitive: true });
}

const liveToken = (hash: string) =>
  and(
    eq(passwordResetTokens.tokenHash, hash),
    isNull(passwordResetTokens.usedAt),
    gt(passwordResetTokens.expiresAt, sql`now()`),
  );

/** Refuses a link that is unknown, used or expired, as resetPassword would, without using it up. */
export async function checkResetLink(db: Db, token: string): Promise<void> {
  const [live] = await db
    .select({ id: passwordResetTokens.id })
    .from(passwordResetTokens)
    .where(liveToken(hashResetToken(token)));
  if (!live) throw new ApiError('RESET_TOKEN_INVALID');
}

/**
 * Sets a new password with a reset link. The link is used up by a guarded UPDATE, so two parallel
 * resets with one link cannot both succeed. Moving tokens_valid_after ends every earlier session
 * (jwt.ts), the member's other links die with it, and the account's sign-in lockout is lifted.
 * A claim link (sent to an email the account never proved) instead gives the email, proven, to a new
 * account with this password; the account that listed it loses it and every session.
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
      .returning({ memberId: passwordResetTokens.memberId, claimsEmail: passwordResetTokens.claimsEmail });
    if (!used) throw new ApiError('RESET_TOKEN_INVALID');
    await tx
      .update(passwordResetTokens)
      .set({ usedAt: sql`now()` })
      .where(and(eq(passwordResetTokens.memberId, used.memberId), isNull(passwordResetTokens.usedAt)));
    const email = used.claimsEmail
      ? await claimWithLink(tx, used.claimsEmail, passwordHash)
      : await setPassword(tx, used.memberId, passwordHash);
    if (email) {
      await clear(tx, [loginAccountKey(email)]);
      await enqueueMessage(tx, {
        channel: 'email',
        to: email,
        ...passwordChangedEmail(await readShopInfo(tx, ctx.config)),
      });
    }
  });
  ctx.outbox.wake();
}

async function setPassword(
  tx: Db,
  memberId: number,
  passwordHash: string,
): Promise<string | null | undefined> {
  const [member] = await tx
    .update(members)
    .set({ passwordHash, tokensValidAfter: laterSessionStamp })
    .where(eq(members.id, memberId))
    .returning({ email: members.email });
  await endSessions(tx, memberId);
  return member?.email;
}

/** The link's holder proved the inbox: the email becomes theirs, on an account of their own. */
async function claimWithLink(tx: Db, email: string, passwordHash: string): Promise<string> {
  // The listing account proved it meanwhile (signed in, with a proof link): then it is theirs.
  await claimEmail(tx, email, undefined).catch((error: unknown) => {
    throw error instanceof ApiError ? new ApiError('RESET_TOKEN_INVALID') : error;
  });
  await insertMember(tx, { email, emailVerifiedAt: new Date(), passwordHash, tierId: await entryTierId(tx) });
  return email;
}

import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Config } from '../../config/env.ts';
import type { Db } from '../../db/database.ts';
import { ApiError } from '../../http/api-error.ts';
import type { CallContext, SignedInMember } from '../../http/call-handler.ts';
import { readShopInfo } from '../lookups/index.ts';
import { enqueueMessage } from '../messages/index.ts';
import { passwordResetTokens } from './auth.tables.ts';
import { emailProofLimits } from './auth-limits.ts';
import { emailChangeNoticeEmail, emailProofEmail, texts } from './auth-texts.ts';
import { clientAddress } from './client-address.ts';
import { claimEmail } from './contact-claim.ts';
import { byEmail } from './members.repo.ts';
import { members } from './members.tables.ts';
import { consume } from './rate-limit.ts';
import { emailProofLink, hashResetToken, newResetToken } from './reset-token.ts';
import { endSessions } from './sessions.repo.ts';
import { emailProofs } from './sessions.tables.ts';

const EMAIL_PROOF_LIFETIME_SECONDS = 24 * 60 * 60;

/** Stores a single-use proof link of `email` for the member and puts it in the outbox. */
export async function writeEmailProof(
  tx: Db,
  config: Config,
  memberId: number,
  email: string,
): Promise<void> {
  const { token, hash } = newResetToken();
  await tx.insert(emailProofs).values({
    memberId,
    email,
    tokenHash: hash,
    expiresAt: sql`now() + make_interval(secs => ${EMAIL_PROOF_LIFETIME_SECONDS})`,
  });
  const publicUrl = config.publicUrl ?? `http://localhost:${config.port}`;
  const mail = emailProofEmail(await readShopInfo(tx, config), emailProofLink(publicUrl, token));
  await enqueueMessage(tx, { channel: 'email', to: email, ...mail, sensitive: true });
}

/**
 * Sends a proof link to the member's current email (to prove it) or to a new one (a change, with a
 * notice to the old address). Nothing changes until the link is used. An email another account has
 * proven is refused at once; one another account only listed is not (the link decides).
 */
export async function sendEmailProof(ctx: CallContext, memberId: number, email: string) {
  const sent = await ctx.db.transaction(async (tx) => {
    await consume(tx, emailProofLimits(clientAddress(ctx.ip), memberId));
    const [me] = await tx
      .select({ email: members.email, provenAt: members.emailVerifiedAt })
      .from(members)
      .where(eq(members.id, memberId));
    const isCurrent = me?.email?.toLowerCase() === email.toLowerCase();
    if (isCurrent && me?.provenAt) return texts.emailAlreadyProven;
    const [provenElsewhere] = await tx
      .select({ id: members.id })
      .from(members)
      .where(
        and(byEmail(email), sql`${members.emailVerifiedAt} IS NOT NULL`, sql`${members.id} <> ${memberId}`),
      );
    if (provenElsewhere) throw new ApiError('EMAIL_USED');
    await writeEmailProof(tx, ctx.config, memberId, email);
    if (me?.email && !isCurrent) {
      const notice = emailChangeNoticeEmail(await readShopInfo(tx, ctx.config), email);
      await enqueueMessage(tx, { channel: 'email', to: me.email, ...notice });
    }
    return texts.emailLinkSent;
  });
  ctx.outbox.wake();
  return sent;
}

const liveProof = (hash: string, memberId: number) =>
  and(
    eq(emailProofs.tokenHash, hash),
    eq(emailProofs.memberId, memberId),
    isNull(emailProofs.usedAt),
    gt(emailProofs.expiresAt, sql`now()`),
  );

/**
 * Uses a proof link, signed in to the account it was sent for: someone who only holds the inbox
 * cannot prove the email for an account they are not in. The link's email becomes the account's,
 * proven; a new one is taken from any account that only listed it, every other session of this
 * account ends, and reset links to the old email die.
 */
export async function proveEmail(ctx: CallContext, member: SignedInMember, token: string) {
  return ctx.db.transaction(async (tx) => {
    const [proof] = await tx
      .update(emailProofs)
      .set({ usedAt: sql`now()` })
      .where(liveProof(hashResetToken(token), member.id))
      .returning({ email: emailProofs.email });
    if (!proof) throw new ApiError('EMAIL_LINK_INVALID');
    const [me] = await tx
      .select({ email: members.email })
      .from(members)
      .where(eq(members.id, member.id))
      .for('update');
    if (me?.email?.toLowerCase() === proof.email.toLowerCase()) {
      await tx.update(members).set({ emailVerifiedAt: sql`now()` }).where(eq(members.id, member.id));
      return { ...texts.emailProven, email: proof.email };
    }
    await claimEmail(tx, proof.email, member.id);
    await tx
      .update(members)
      .set({ email: proof.email, emailVerifiedAt: sql`now()` })
      .where(eq(members.id, member.id));
    await endSessions(tx, member.id, member.sessionId);
    await tx
      .update(passwordResetTokens)
      .set({ usedAt: sql`now()` })
      .where(and(eq(passwordResetTokens.memberId, member.id), isNull(passwordResetTokens.usedAt)));
    return { ...texts.emailChanged, email: proof.email };
  });
}

/** A new account's email gets its proof link at once; the account works meanwhile, unproven. */
export async function sendNewMemberProof(ctx: CallContext, member: { id: number; email: string | null }) {
  const { email } = member;
  if (!email) return;
  await ctx.db.transaction((tx) => writeEmailProof(tx, ctx.config, member.id, email));
  ctx.outbox.wake();
}

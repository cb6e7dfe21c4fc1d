import { MARKETING_CONSENT } from '@shop/contract/members/marketing-consent';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { memberAddresses } from './addresses.tables.ts';
import { otpCodes, passwordResetTokens } from './auth.tables.ts';
import { members, newsletterSubscriptions } from './members.tables.ts';
import { marketingConsents } from './privacy.tables.ts';
import { emailProofs, memberSessions } from './sessions.tables.ts';

/**
 * Removes a member's personal data inside the caller's transaction (the deletion flow, which
 * also anonymises their orders). The row itself stays, emptied, because orders and point ledgers
 * point at it; its email and phone become free for a new account. Its session rows go and
 * tokens_valid_after moves, so every session ends on every server. The row lock makes a second, parallel deletion wait and then find nothing to do:
 * it answers false, and the caller treats that as already done.
 */
export async function anonymiseMember(tx: Db, memberId: number): Promise<boolean> {
  const [member] = await tx
    .select({
      email: members.email,
      areaCode: members.areaCode,
      phone: members.phone,
      receiveMarketing: members.receiveMarketing,
      deletedAt: members.deletedAt,
    })
    .from(members)
    .where(eq(members.id, memberId))
    .for('update');
  if (!member || member.deletedAt) return false;
  await tx
    .update(members)
    .set({
      email: null,
      passwordHash: null,
      firstName: '',
      lastName: '',
      phone: null,
      gender: null,
      countryId: null,
      receiveMarketing: false,
      emailVerifiedAt: null,
      phoneVerifiedAt: null,
      deletedAt: sql`now()`,
      tokensValidAfter: sql`now()`,
    })
    .where(eq(members.id, memberId));
  await tx.delete(memberAddresses).where(eq(memberAddresses.memberId, memberId));
  await tx.delete(passwordResetTokens).where(eq(passwordResetTokens.memberId, memberId));
  await tx.delete(emailProofs).where(eq(emailProofs.memberId, memberId));
  await tx.delete(memberSessions).where(eq(memberSessions.memberId, memberId));
  if (member.phone) {
    await tx
      .delete(otpCodes)
      .where(and(eq(otpCodes.areaCode, member.areaCode), eq(otpCodes.phone, member.phone)));
  }
  if (member.email) {
    await tx
      .delete(newsletterSubscriptions)
      .where(sql`lower(${newsletterSubscriptions.email}) = lower(${member.email})`);
  }
  if (member.receiveMarketing) {
    await tx.insert(marketingConsents).values({
      memberId,
      granted: false,
      source: 'account_deleted',
      language: 'en',
      wording: MARKETING_CONSENT.en,
      wordingVersion: MARKETING_CONSENT.version,
    });
  }
  return true;
}

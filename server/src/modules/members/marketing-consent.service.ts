import { type ConsentLanguage, MARKETING_CONSENT } from '@shop/contract/members/marketing-consent';
import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { members, newsletterSubscriptions } from './members.tables.ts';
import { marketingConsents } from './privacy.tables.ts';

export type ConsentSource = 'sign_up' | 'my_account' | 'unsubscribe_link' | 'account_deleted';

/** The record's wording: the text of the language the person saw, with its version. */
function wordingOf(language: ConsentLanguage) {
  return { language, wording: MARKETING_CONSENT[language], wordingVersion: MARKETING_CONSENT.version };
}

/**
 * Gives or withdraws a member's consent: the flag and its record are written together, so the
 * flag is never true without a grant on record. Each explicit choice is recorded, even a repeat.
 */
export async function setMarketingConsent(
  db: Db,
  memberId: number,
  choice: { granted: boolean; language: ConsentLanguage; source: ConsentSource },
): Promise<void> {
  await db.transaction(async (tx) => {
    const [member] = await tx
      .update(members)
      .set({ receiveMarketing: choice.granted })
      .where(eq(members.id, memberId))
      .returning({ email: members.email });
    if (!member) return;
    await tx.insert(marketingConsents).values({
      memberId,
      granted: choice.granted,
      source: choice.source,
      ...wordingOf(choice.language),
    });
    // Withdrawing is as complete as an unsubscribe link: the footer's newsletter list goes too.
    if (!choice.granted && member.email) await dropNewsletter(tx, member.email);
  });
}

async function dropNewsletter(tx: Db, email: string) {
  await tx
    .delete(newsletterSubscriptions)
    .where(sql`lower(${newsletterSubscriptions.email}) = lower(${email})`);
}

/**
 * An unsubscribe link was followed: the address leaves the newsletter list and every member
 * using it stops receiving marketing. The withdrawal is recorded once per click.
 */
export async function unsubscribeEmail(db: Db, email: string): Promise<void> {
  await db.transaction(async (tx) => {
    const stopped = await tx
      .update(members)
      .set({ receiveMarketing: false })
      .where(sql`lower(${members.email}) = lower(${email})`)
      .returning({ id: members.id });
    await dropNewsletter(tx, email);
    await tx.insert(marketingConsents).values({
      memberId: stopped[0]?.id ?? null,
      email: stopped[0] ? null : email.toLowerCase(),
      granted: false,
      source: 'unsubscribe_link',
      ...wordingOf('en'),
    });
  });
}

/** The member's consent history, oldest first, as the data download shows it. */
export async function consentHistory(db: Db, memberId: number) {
  const c = marketingConsents;
  const rows = await db
    .select({
      granted: c.granted,
      source: c.source,
      language: c.language,
      wording: c.wording,
      wording_version: c.wordingVersion,
      created_at: c.createdAt,
    })
    .from(c)
    .where(eq(c.memberId, memberId))
    .orderBy(asc(c.id));
  return rows.map((row) => ({ ...row, created_at: row.created_at.toISOString() }));
}

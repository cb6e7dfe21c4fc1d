import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { createdAt, integerReference, timestamptz } from '../../db/columns.ts';
import { members } from './members.tables.ts';

/**
 * Every grant and withdrawal of direct-marketing consent, never updated: the proof of what a
 * person agreed to (the wording and its language), when, and where. `members.receive_marketing`
 * is the current answer; it only turns true in the transaction that writes a grant here.
 * A withdrawal by an unsubscribe link may name only an email (a newsletter subscriber).
 */
export const marketingConsents = pgTable(
  'marketing_consents',
  {
    id: serial('id').primaryKey(),
    memberId: integerReference('member_id', () => members.id, { onDelete: 'cascade' }),
    email: text('email'),
    granted: boolean('granted').notNull(),
    /** sign_up, my_account, unsubscribe_link, account_deleted */
    source: text('source').notNull(),
    language: text('language').notNull(),
    wording: text('wording').notNull(),
    wordingVersion: text('wording_version').notNull(),
    ...createdAt(),
  },
  (t) => [
    index('marketing_consents_member').on(t.memberId, t.id),
    check('marketing_consents_subject', sql`${t.memberId} IS NOT NULL OR ${t.email} IS NOT NULL`),
  ],
);

/**
 * Data access and correction requests under the PDPO: the shop must answer within 40 days, so
 * the due date is fixed when the request arrives. The member link is cleared if the account is
 * deleted later; the request stays for the record.
 */
export const privacyRequests = pgTable(
  'privacy_requests',
  {
    id: serial('id').primaryKey(),
    memberId: integerReference('member_id', () => members.id, { onDelete: 'set null' }),
    kind: text('kind', { enum: ['access', 'correction'] }).notNull(),
    details: text('details').notNull(),
    status: text('status', { enum: ['open', 'closed'] })
      .notNull()
      .default('open'),
    ...createdAt(),
    dueAt: timestamptz('due_at').notNull(),
    closedAt: timestamptz('closed_at'),
    closingNote: text('closing_note').notNull().default(''),
  },
  (t) => [
    index('privacy_requests_open_due').on(t.dueAt).where(sql`${t.status} = 'open'`),
    index('privacy_requests_member').on(t.memberId),
    check('privacy_requests_kind', sql`${t.kind} IN ('access', 'correction')`),
    check('privacy_requests_status', sql`${t.status} IN ('open', 'closed')`),
    check('privacy_requests_closed', sql`(${t.status} = 'closed') = (${t.closedAt} IS NOT NULL)`),
  ],
);

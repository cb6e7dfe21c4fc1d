import { sql } from 'drizzle-orm';
import { check, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, integerReference, timestamptz } from '../../db/columns.ts';
import { variants } from '../catalog/catalog.tables.ts';
import { members } from '../members/members.tables.ts';

/**
 * "Email me when it is back": one row per request. A request is open until the back-in-stock job
 * claims it (sets notified_at) and queues its email; the partial unique key allows one open request
 * per variant and address, so asking twice is asking once, and a later sell-out can be asked for again.
 */
export const stockNotifyRequests = pgTable(
  'stock_notify_requests',
  {
    id: serial('id').primaryKey(),
    variantId: integerReference('variant_id', () => variants.id, { onDelete: 'cascade' }).notNull(),
    /** Lower-cased, so the same address in other capitals is the same request. */
    email: text('email').notNull(),
    /** The storefront language the shopper asked in: the email's language. */
    language: text('language', { enum: ['en', 'zh-HK'] }).notNull(),
    /** The member who asked while signed in; a guest's request has none. */
    memberId: integerReference('member_id', () => members.id, { onDelete: 'set null' }),
    ...createdAt(),
    notifiedAt: timestamptz('notified_at'),
  },
  (t) => [
    uniqueIndex('stock_notify_requests_open').on(t.variantId, t.email).where(sql`${t.notifiedAt} IS NULL`),
    check('stock_notify_requests_language', sql`${t.language} IN ('en', 'zh-HK')`),
    check('stock_notify_requests_email_lower', sql`${t.email} = lower(${t.email})`),
  ],
);

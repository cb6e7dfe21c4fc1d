import { REVIEW_ANSWER_MAX } from '@shop/contract/admin/reviews-admin.calls';
import { REVIEW_BODY_MAX, REVIEW_LANGUAGES, REVIEW_STATUSES } from '@shop/contract/reviews/reviews.calls';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, integerReference, timestamptz, updatedAt } from '../../db/columns.ts';
import { staffAccounts } from '../admin/staff.tables.ts';
import { products } from '../catalog/catalog.tables.ts';
import { members } from '../members/members.tables.ts';

/**
 * One review per member and product (docs/reviews.md). A second submission replaces the text and
 * rating in this row and sends it back to `pending`; only `published` rows are shown and counted.
 * The body is kept exactly as typed (plain text, never HTML): whoever shows it escapes it.
 */
export const productReviews = pgTable(
  'product_reviews',
  {
    id: serial('id').primaryKey(),
    productId: integerReference('product_id', () => products.id, { onDelete: 'cascade' }).notNull(),
    memberId: integerReference('member_id', () => members.id, { onDelete: 'cascade' }).notNull(),
    rating: integer('rating').notNull(),
    body: text('body').notNull(),
    language: text('language', { enum: REVIEW_LANGUAGES }).notNull(),
    status: text('status', { enum: REVIEW_STATUSES }).notNull().default('pending'),
    /** The shop's public answer; '' when there is none. */
    answer: text('answer').notNull().default(''),
    answeredBy: integerReference('answered_by', () => staffAccounts.id, { onDelete: 'set null' }),
    answeredAt: timestamptz('answered_at'),
    /** When this text was written: a replacement is a new review and takes a new date. */
    ...createdAt(),
    /** The last change of any kind: the text, the status or the answer. */
    ...updatedAt(),
  },
  (t) => [
    uniqueIndex('product_reviews_one_per_member').on(t.memberId, t.productId),
    check('product_reviews_rating', sql`${t.rating} BETWEEN 1 AND 5`),
    check(
      'product_reviews_body',
      sql`char_length(${t.body}) BETWEEN 1 AND ${sql.raw(String(REVIEW_BODY_MAX))}`,
    ),
    check('product_reviews_language', sql`${t.language} IN ('en', 'zh-HK')`),
    check('product_reviews_status', sql`${t.status} IN ('pending', 'published', 'hidden')`),
    check(
      'product_reviews_answer',
      sql`char_length(${t.answer}) <= ${sql.raw(String(REVIEW_ANSWER_MAX))} AND (${t.answer} = '') = (${t.answeredAt} IS NULL)`,
    ),
    // The product page's list and aggregate: published rows of one product, newest first.
    index('product_reviews_published').on(t.productId, t.createdAt).where(sql`${t.status} = 'published'`),
    // The moderation queue: what waits, oldest first.
    index('product_reviews_status_created').on(t.status, t.createdAt),
  ],
);

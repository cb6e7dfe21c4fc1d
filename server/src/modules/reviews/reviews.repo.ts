import type { AdminReview } from '@shop/contract/admin/reviews-admin.calls';
import type { OwnReview, PublicReview, ReviewStatus } from '@shop/contract/reviews/reviews.calls';
import { and, asc, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { type ProductRating, productRows } from '../catalog/index.ts';
import { memberDisplayNameSql } from '../members/index.ts';
import { productReviews as r } from './reviews.tables.ts';

const iso = (d: Date | null) => d?.toISOString() ?? null;
const published = (productId: number) => and(eq(r.productId, productId), eq(r.status, 'published'));

/** The average (tenths of a star) and count of a product's published reviews. */
export async function publishedRating(db: Db, productId: number): Promise<ProductRating> {
  const [row] = await db
    .select({
      tenths: sql<number>`coalesce(round(avg(${r.rating}) * 10), 0)::int`,
      count: sql<number>`count(*)::int`,
    })
    .from(r)
    .where(published(productId));
  return row ?? { tenths: 0, count: 0 };
}

/** One page of a product's published reviews, newest first. */
export async function publishedReviews(
  db: Db,
  productId: number,
  page: { limit: number; offset: number },
): Promise<PublicReview[]> {
  const rows = await db
    .select({
      id: r.id,
      rating: r.rating,
      body: r.body,
      displayName: memberDisplayNameSql(r.memberId),
      createdAt: r.createdAt,
      answer: r.answer,
      answeredAt: r.answeredAt,
    })
    .from(r)
    .where(published(productId))
    .orderBy(desc(r.createdAt), desc(r.id))
    .limit(page.limit)
    .offset(page.offset);
  return rows.map((row) => ({
    id: row.id,
    rating: row.rating,
    body: row.body,
    display_name: row.displayName,
    created_at: row.createdAt.toISOString(),
    answer: row.answer,
    answered_at: iso(row.answeredAt),
  }));
}

const ownColumns = { id: r.id, rating: r.rating, body: r.body, status: r.status, updatedAt: r.updatedAt };
const toOwn = (row: { id: number; rating: number; body: string; status: ReviewStatus; updatedAt: Date }) => ({
  id: row.id,
  rating: row.rating,
  body: row.body,
  status: row.status,
  updated_at: row.updatedAt.toISOString(),
});

export async function ownReview(db: Db, memberId: number, productId: number): Promise<OwnReview | null> {
  const [row] = await db
    .select(ownColumns)
    .from(r)
    .where(and(eq(r.memberId, memberId), eq(r.productId, productId)));
  return row ? toOwn(row) : null;
}

export interface ReviewText {
  memberId: number;
  productId: number;
  rating: number;
  body: string;
  language: 'en' | 'zh-HK';
}

/**
 * Writes the member's review of the product, or replaces the one they wrote (the unique key makes
 * it one row whatever the race): a replacement is new text, so it waits for staff again and takes
 * a new date. Answers the review and the status it had before (null when it is new).
 */
export async function upsertReview(
  tx: Db,
  text: ReviewText,
): Promise<{ review: OwnReview; previousStatus: ReviewStatus | null }> {
  const before = await tx
    .select({ status: r.status })
    .from(r)
    .where(and(eq(r.memberId, text.memberId), eq(r.productId, text.productId)))
    .for('update');
  const [row] = await tx
    .insert(r)
    .values(text)
    .onConflictDoUpdate({
      target: [r.memberId, r.productId],
      set: {
        rating: text.rating,
        body: text.body,
        language: text.language,
        status: 'pending',
        createdAt: sql`now()`,
        updatedAt: sql`now()`,
      },
    })
    .returning(ownColumns);
  return { review: toOwn(row!), previousStatus: before[0]?.status ?? null };
}

const adminColumns = {
  id: r.id,
  productId: r.productId,
  productNameEn: productRows.nameEn,
  productNameZh: productRows.nameZh,
  memberId: r.memberId,
  displayName: memberDisplayNameSql(r.memberId),
  rating: r.rating,
  body: r.body,
  language: r.language,
  status: r.status,
  answer: r.answer,
  answeredAt: r.answeredAt,
  createdAt: r.createdAt,
  updatedAt: r.updatedAt,
};

/** The console's rows: pending first, oldest first as they wait; then the rest, last changed first. */
export async function moderationRows(
  db: Db,
  filter: { status?: ReviewStatus | undefined; id?: number },
  page: { limit: number; offset: number },
): Promise<{ rows: AdminReview[]; total: number }> {
  const where: SQL[] = [];
  if (filter.status) where.push(eq(r.status, filter.status));
  if (filter.id !== undefined) where.push(eq(r.id, filter.id));
  const rows = await db
    .select({ ...adminColumns, total: sql<number>`count(*) over ()::int` })
    .from(r)
    .innerJoin(productRows, eq(productRows.id, r.productId))
    .where(and(...where))
    .orderBy(
      desc(sql`${r.status} = 'pending'`),
      asc(sql`CASE WHEN ${r.status} = 'pending' THEN ${r.createdAt} END`),
      desc(r.updatedAt),
      desc(r.id),
    )
    .limit(page.limit)
    .offset(page.offset);
  return {
    total: rows[0]?.total ?? 0,
    rows: rows.map((row) => ({
      id: row.id,
      product_id: row.productId,
      product_name_en: row.productNameEn,
      product_name_zh: row.productNameZh,
      member_id: row.memberId,
      display_name: row.displayName,
      rating: row.rating,
      body: row.body,
      language: row.language,
      status: row.status,
      answer: row.answer,
      answered_at: iso(row.answeredAt),
      created_at: row.createdAt.toISOString(),
      updated_at: row.updatedAt.toISOString(),
    })),
  };
}

export async function pendingReviewCount(db: Db): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(r).where(eq(r.status, 'pending'));
  return row?.n ?? 0;
}

export async function reviewProductId(db: Db, reviewId: number): Promise<number | undefined> {
  const [row] = await db.select({ productId: r.productId }).from(r).where(eq(r.id, reviewId));
  return row?.productId;
}

export interface Moderation {
  status?: 'published' | 'hidden' | undefined;
  answer?: string | undefined;
  staffId: number;
}

/** Applies a moderation to the locked review; answers its status and answer before and after. */
export async function applyModeration(tx: Db, reviewId: number, m: Moderation) {
  const [before] = await tx
    .select({ status: r.status, answer: r.answer })
    .from(r)
    .where(eq(r.id, reviewId))
    .for('update');
  if (!before) return undefined;
  const answerChanges = m.answer !== undefined && m.answer !== before.answer;
  const [after] = await tx
    .update(r)
    .set({
      ...(m.status ? { status: m.status } : {}),
      ...(answerChanges
        ? {
            answer: m.answer,
            answeredBy: m.answer ? m.staffId : null,
            answeredAt: m.answer ? sql`now()` : null,
          }
        : {}),
      updatedAt: sql`now()`,
    })
    .where(eq(r.id, reviewId))
    .returning({ status: r.status, answer: r.answer });
  return { before, after: after! };
}

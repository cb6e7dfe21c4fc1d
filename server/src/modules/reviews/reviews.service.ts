import type { AdminReview } from '@shop/contract/admin/reviews-admin.calls';
import type { OwnReview, ReviewStatus } from '@shop/contract/reviews/reviews.calls';
import type { Db } from '../../db/database.ts';
import { ApiError } from '../../http/api-error.ts';
import type { ChangeLog } from '../../lib/change-log.ts';
import { lockProductRating, setProductRating } from '../catalog/index.ts';
import { consume, type Limit } from '../members/index.ts';
import { hasPaidOrderHolding } from '../orders/index.ts';
import {
  applyModeration,
  type Moderation,
  moderationRows,
  ownReview,
  publishedRating,
  publishedReviews,
  type ReviewText,
  reviewProductId,
  upsertReview,
} from './reviews.repo.ts';

/** Enough to fix a typo a few times; too few to flood the moderation queue. */
export const REVIEW_SUBMITS_PER_HOUR = 5;

const submitLimit = (memberId: number): Limit => ({
  key: `review:member:${memberId}`,
  max: REVIEW_SUBMITS_PER_HOUR,
  windowSeconds: 60 * 60,
});

const notFound = () => new ApiError('REVIEW_NOT_FOUND');

/** The product's rating follows its published reviews; call it with the product's row locked. */
export async function refreshRating(tx: Db, productId: number): Promise<void> {
  await setProductRating(tx, productId, await publishedRating(tx, productId));
}

export async function readProductReviews(db: Db, productId: number, page: { limit: number; offset: number }) {
  const [rating, reviews] = await Promise.all([
    publishedRating(db, productId),
    publishedReviews(db, productId, page),
  ]);
  return {
    reviews,
    rating_average: rating.tenths / 10,
    rating_count: rating.count,
    total_rows: rating.count,
  };
}

export async function readOwnReview(db: Db, memberId: number, productId: number) {
  const [canReview, review] = await Promise.all([
    hasPaidOrderHolding(db, memberId, productId),
    ownReview(db, memberId, productId),
  ]);
  return { can_review: canReview, review };
}

/**
 * A verified buyer's review, new or replacing theirs. Only written reviews count towards the
 * hourly limit: a refusal rolls the count back with the rest. The product's row is locked before
 * the review changes, as moderation does, so the rating a replaced published review leaves is
 * recomputed in turn.
 */
export async function submitReview(db: Db, text: ReviewText): Promise<OwnReview> {
  if (!(await hasPaidOrderHolding(db, text.memberId, text.productId))) throw new ApiError('NOT_A_BUYER');
  return db.transaction(async (tx) => {
    await consume(tx, [submitLimit(text.memberId)]);
    await lockProductRating(tx, text.productId);
    const { review, previousStatus } = await upsertReview(tx, text);
    if (previousStatus === 'published') await refreshRating(tx, text.productId);
    return review;
  });
}

export async function listForModeration(
  db: Db,
  status: ReviewStatus | undefined,
  page: { limit: number; offset: number },
): Promise<{ reviews: AdminReview[]; total: number }> {
  const { rows, total } = await moderationRows(db, { status }, page);
  return { reviews: rows, total };
}

/**
 * Publishes or hides a review and/or sets the shop's answer, with an audit entry, in one
 * transaction. Publishing or hiding changes the product's rating at once (and so the catalog's
 * cached answers). A call that changes nothing is refused as bad input.
 */
export async function moderateReview(
  db: Db,
  reviewId: number,
  moderation: Moderation,
  log: ChangeLog,
): Promise<AdminReview> {
  if (moderation.status === undefined && moderation.answer === undefined)
    throw new ApiError('VALIDATION_FAILED', {
      en: 'Choose to publish or hide the review, or write an answer.',
      zh: '請選擇發佈或隱藏評價，或填寫回覆。',
    });
  const productId = await reviewProductId(db, reviewId);
  if (productId === undefined) throw notFound();
  await db.transaction(async (tx) => {
    await lockProductRating(tx, productId);
    const change = await applyModeration(tx, reviewId, moderation);
    if (!change) throw notFound();
    const { before, after } = change;
    if (before.status !== after.status && (before.status === 'published' || after.status === 'published'))
      await refreshRating(tx, productId);
    await log(tx, { action: 'review.moderate', entity: 'product_review', entityId: reviewId, before, after });
  });
  const { rows } = await moderationRows(db, { id: reviewId }, { limit: 1, offset: 0 });
  if (!rows[0]) throw notFound();
  return rows[0];
}

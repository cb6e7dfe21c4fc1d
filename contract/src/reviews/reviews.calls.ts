import { z } from 'zod';
import { defineCall } from '../calls.ts';
import { notice } from '../envelope.ts';
import { REVIEW_BODY_MAX } from './review-limits.ts';

export { REVIEW_BODY_MAX };

/** Reviews from verified buyers (docs/reviews.md): plain text, one per member and product. */
export const REVIEW_STATUSES = ['pending', 'published', 'hidden'] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];
/** The language the shopper wrote in, as the storefront's language switch names it. */
export const REVIEW_LANGUAGES = ['en', 'zh-HK'] as const;

const productId = z.coerce.number().int().positive().max(2_147_483_647);

/** A published review as every shopper sees it: the body exactly as typed, to be shown as text. */
export const publicReview = z.object({
  id: z.number().int(),
  rating: z.number().int(),
  body: z.string(),
  display_name: z.string(),
  created_at: z.string(),
  /** The shop's answer, if staff wrote one; '' when none. */
  answer: z.string(),
  answered_at: z.string().nullable(),
});
export type PublicReview = z.infer<typeof publicReview>;

/** A product's published reviews, newest first, with the average and count of all published ones. */
export const productReviewGet = defineCall({
  name: 'product_review_get',
  auth: 'public',
  input: z.object({
    product_id: productId,
    limit: z.coerce.number().int().min(1).max(50).default(5),
    offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
  }),
  output: z.object({
    reviews: z.array(publicReview),
    /** Out of 5, one decimal; 0 when there are none. */
    rating_average: z.number(),
    rating_count: z.number().int(),
    total_rows: z.number().int(),
  }),
});

export const reviewInput = z.object({
  product_id: productId,
  rating: z.coerce.number().int().min(1).max(5),
  body: z.string().trim().min(1).max(REVIEW_BODY_MAX),
  language: z.enum(REVIEW_LANGUAGES).default('en'),
});

/** The member's own review of a product, whatever its status. */
export const ownReview = z.object({
  id: z.number().int(),
  rating: z.number().int(),
  body: z.string(),
  status: z.enum(REVIEW_STATUSES),
  updated_at: z.string(),
});
export type OwnReview = z.infer<typeof ownReview>;

/**
 * Writes the member's review, or replaces theirs (it goes back to staff before it shows again).
 * A member with no paid order holding the product is refused with 403 NOT_A_BUYER.
 */
export const productReviewSubmit = defineCall({
  name: 'product_review_submit',
  auth: 'member',
  input: reviewInput,
  output: z.object({ review: ownReview, ...notice }),
});

/** Whether the signed-in member may review the product, and their review if they wrote one. */
export const productReviewMine = defineCall({
  name: 'product_review_mine',
  auth: 'member',
  input: z.object({ product_id: productId }),
  output: z.object({ can_review: z.boolean(), review: ownReview.nullable() }),
});

import { z } from 'zod';
import { defineCall } from '../calls.ts';
import { notice } from '../envelope.ts';
import { REVIEW_LANGUAGES, REVIEW_STATUSES } from '../reviews/reviews.calls.ts';

export const REVIEW_ANSWER_MAX = 2000;

export const adminReview = z.object({
  id: z.number().int(),
  product_id: z.number().int(),
  product_name_en: z.string(),
  product_name_zh: z.string(),
  member_id: z.number().int(),
  display_name: z.string(),
  rating: z.number().int(),
  body: z.string(),
  language: z.enum(REVIEW_LANGUAGES),
  status: z.enum(REVIEW_STATUSES),
  answer: z.string(),
  answered_at: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type AdminReview = z.infer<typeof adminReview>;

/** The moderation queue: pending reviews first (oldest first, as they wait), then the rest newest first. */
export const adminReviewsGet = defineCall({
  name: 'admin_reviews_get',
  auth: 'staff',
  input: z.object({
    status: z.preprocess((v) => (v === '' ? undefined : v), z.enum(REVIEW_STATUSES).optional()),
    limit: z.coerce.number().int().min(1).max(100).default(20),
    offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
  }),
  output: z.object({
    reviews: z.array(adminReview),
    total_rows: z.number().int(),
    pending_count: z.number().int(),
  }),
});

/**
 * Publishes or hides a review, and/or sets the shop's answer ('' removes it); a call with neither
 * is refused. Audited like every console write.
 */
export const adminReviewModerate = defineCall({
  name: 'admin_review_moderate',
  auth: 'staff',
  input: z.object({
    review_id: z.coerce.number().int().positive().max(2_147_483_647),
    status: z.enum(['published', 'hidden']).optional(),
    answer: z.string().trim().max(REVIEW_ANSWER_MAX).optional(),
  }),
  output: z.object({ review: adminReview, ...notice }),
});

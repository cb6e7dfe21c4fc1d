/**
 * The reviews domain's front door (docs/reviews.md): what other domains and flows may use. Tables
 * and repositories stay private to the folder; add an export here rather than importing a file inside it.
 */

export { reviewHandlers } from './reviews.handlers.ts';
export { pendingReviewCount } from './reviews.repo.ts';
export { listForModeration, moderateReview, refreshRating } from './reviews.service.ts';

import { adminReviewModerate, adminReviewsGet } from '@shop/contract/admin/reviews-admin.calls';
import { handle } from '../../http/call-handler.ts';
import { listForModeration, moderateReview, pendingReviewCount } from '../reviews/index.ts';
import { auditBy } from './audit.ts';
import { signedInStaff } from './staff-auth.ts';

/** The console's review moderation queue (docs/reviews.md). */
export const reviewsAdminHandlers = [
  handle(adminReviewsGet, async ({ status, limit, offset }, { db }) => {
    const [{ reviews, total }, pending] = await Promise.all([
      listForModeration(db, status, { limit, offset }),
      pendingReviewCount(db),
    ]);
    return { reviews, total_rows: total, pending_count: pending };
  }),
  handle(adminReviewModerate, async ({ review_id, status, answer }, ctx) => {
    const staffId = signedInStaff(ctx).id;
    return {
      review: await moderateReview(ctx.db, review_id, { status, answer, staffId }, auditBy(staffId)),
      message: 'The review is saved.',
      message_zh: '評價已儲存。',
    };
  }),
];

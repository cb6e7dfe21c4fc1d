import {
  productReviewGet,
  productReviewMine,
  productReviewSubmit,
} from '@shop/contract/reviews/reviews.calls';
import { handle } from '../../http/call-handler.ts';
import { signedInMember } from '../members/index.ts';
import { readOwnReview, readProductReviews, submitReview } from './reviews.service.ts';

export const reviewHandlers = [
  handle(productReviewGet, ({ product_id, limit, offset }, { db }) =>
    readProductReviews(db, product_id, { limit, offset }),
  ),
  handle(productReviewMine, ({ product_id }, ctx) =>
    readOwnReview(ctx.db, signedInMember(ctx).id, product_id),
  ),
  handle(productReviewSubmit, async ({ product_id, rating, body, language }, ctx) => ({
    review: await submitReview(ctx.db, {
      memberId: signedInMember(ctx).id,
      productId: product_id,
      rating,
      body,
      language,
    }),
    message: 'Thank you! Your review will appear once our team has read it.',
    message_zh: '多謝你的評價！我們的團隊閱後便會刊出。',
  })),
];

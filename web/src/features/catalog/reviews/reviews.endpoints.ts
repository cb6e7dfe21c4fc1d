import * as calls from '@shop/contract/reviews/review-call-names';
import { baseApi } from '../../../api/base-api.ts';
import { callMutation, callQuery } from '../../../api/call-endpoints.ts';

/** What the form sends: the call's input with the product as the number the page knows. */
interface ReviewDraft {
  product_id: number;
  rating: number;
  body: string;
  language: 'en' | 'zh-HK';
}

/**
 * A product's published reviews, and the signed-in member's own review with whether they may write
 * one (docs/reviews.md). "More" asks again for a longer first page, so one cached answer holds
 * every review shown.
 */
export const reviewsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    productReviews: callQuery(build, calls.productReviewGet, {
      body: ({ productId, limit }: { productId: number; limit: number }) => ({
        product_id: productId,
        limit,
        offset: 0,
      }),
    }),
    myReview: callQuery(build, calls.productReviewMine, {
      body: (productId: number) => ({ product_id: productId }),
    }),
    submitReview: callMutation(
      build,
      calls.productReviewSubmit,
      { body: (draft: ReviewDraft) => draft, ownsErrors: true },
      async (draft, { dispatch, queryFulfilled }) => {
        const { data } = await queryFulfilled;
        dispatch(
          reviewsApi.util.updateQueryData('myReview', draft.product_id, (mine) => {
            mine.review = data.review;
          }),
        );
      },
    ),
  }),
});

export const { useProductReviewsQuery, useMyReviewQuery, useSubmitReviewMutation } = reviewsApi;

import * as calls from '@shop/contract/call-names';
import type { CallOutput } from '@shop/contract/calls';
import type {
  productReviewGet,
  productReviewMine,
  productReviewSubmit,
} from '@shop/contract/reviews/reviews.calls';
import { apiCall } from '../../../api/api-call.ts';
import { baseApi } from '../../../api/base-api.ts';

/**
 * A product's published reviews, and the signed-in member's own review with whether they may write
 * one (docs/reviews.md). "More" asks again for a longer first page, so one cached answer holds
 * every review shown.
 */
/** What the form sends: the call's input with the product as the number the page knows. */
interface ReviewDraft {
  product_id: number;
  rating: number;
  body: string;
  language: 'en' | 'zh-HK';
}

export const reviewsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    productReviews: build.query<CallOutput<typeof productReviewGet>, { productId: number; limit: number }>({
      query: ({ productId, limit }) =>
        apiCall(calls.productReviewGet, { product_id: productId, limit, offset: 0 }),
    }),
    myReview: build.query<CallOutput<typeof productReviewMine>, number>({
      query: (productId) => apiCall(calls.productReviewMine, { product_id: productId }),
    }),
    submitReview: build.mutation<CallOutput<typeof productReviewSubmit>, ReviewDraft>({
      query: (body) => apiCall(calls.productReviewSubmit, body, { ownsErrors: true }),
      async onQueryStarted(body, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled;
        dispatch(
          reviewsApi.util.updateQueryData('myReview', body.product_id, (mine) => {
            mine.review = data.review;
          }),
        );
      },
    }),
  }),
});

export const { useProductReviewsQuery, useMyReviewQuery, useSubmitReviewMutation } = reviewsApi;

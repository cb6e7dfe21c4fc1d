import * as calls from '@shop/contract/admin/admin-call-names';
import type { adminReviewModerate, adminReviewsGet } from '@shop/contract/admin/reviews-admin.calls';
import type { CallInput, CallOutput } from '@shop/contract/calls';
import { apiCall } from '../../../api/api-call.ts';
import { consoleApi } from '../console.endpoints.ts';

/** The review moderation queue (docs/reviews.md). */
export const reviewsAdminApi = consoleApi.injectEndpoints({
  endpoints: (build) => ({
    adminReviews: build.query<CallOutput<typeof adminReviewsGet>, CallInput<typeof adminReviewsGet>>({
      query: (body) => apiCall(calls.adminReviewsGet, body),
    }),
    adminReviewModerate: build.mutation<
      CallOutput<typeof adminReviewModerate>,
      { review_id: number; status?: 'published' | 'hidden'; answer?: string }
    >({
      query: (body) => apiCall(calls.adminReviewModerate, body),
    }),
  }),
});

export const { useAdminReviewsQuery, useAdminReviewModerateMutation } = reviewsAdminApi;

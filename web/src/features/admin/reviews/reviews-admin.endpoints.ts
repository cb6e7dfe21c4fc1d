import * as calls from '@shop/contract/admin/admin-call-names';
import { callMutation, callQuery } from '../../../api/call-endpoints.ts';
import { consoleApi } from '../console.endpoints.ts';

/** The review moderation queue (docs/reviews.md). */
export const reviewsAdminApi = consoleApi.injectEndpoints({
  endpoints: (build) => ({
    adminReviews: callQuery(build, calls.adminReviewsGet),
    adminReviewModerate: callMutation(build, calls.adminReviewModerate),
  }),
});

export const { useAdminReviewsQuery, useAdminReviewModerateMutation } = reviewsAdminApi;

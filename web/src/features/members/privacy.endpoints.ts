import * as calls from '@shop/contract/members/privacy-call-names';
import { baseApi } from '../../api/base-api.ts';
import { callMutation, callQuery } from '../../api/call-endpoints.ts';

/** The member's privacy rights: correct, choose marketing, download, ask, delete; and unsubscribing by link. */
export const privacyApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    profileUpdate: callMutation(build, calls.profileUpdate, { changes: ['Profile'] }),
    marketingConsentSet: callMutation(build, calls.marketingConsentSet, { changes: ['Profile'] }),
    personalData: callQuery(build, calls.personalDataGet, { keepUnusedDataFor: 0 }),
    privacyRequests: callQuery(build, calls.privacyRequestGet, { tags: ['Profile'] }),
    privacyRequestCreate: callMutation(build, calls.privacyRequestCreate, { changes: ['Profile'] }),
    accountDelete: callMutation(build, calls.accountDelete),
    marketingUnsubscribe: callMutation(build, calls.marketingUnsubscribe),
  }),
});

export const {
  useProfileUpdateMutation,
  useMarketingConsentSetMutation,
  useLazyPersonalDataQuery,
  usePrivacyRequestsQuery,
  usePrivacyRequestCreateMutation,
  useAccountDeleteMutation,
  useMarketingUnsubscribeMutation,
} = privacyApi;

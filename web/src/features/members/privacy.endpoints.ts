import * as calls from '@shop/contract/call-names';
import type { CallInput, CallOutput } from '@shop/contract/calls';
import type {
  accountDelete,
  marketingConsentSet,
  marketingUnsubscribe,
  personalDataGet,
  privacyRequestCreate,
  privacyRequestGet,
  profileUpdate,
} from '@shop/contract/members/privacy.calls';
import { apiCall } from '../../api/api-call.ts';
import { baseApi } from '../../api/base-api.ts';

/** The member's privacy rights: correct, choose marketing, download, ask, delete; and unsubscribing by link. */
export const privacyApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    profileUpdate: build.mutation<CallOutput<typeof profileUpdate>, CallInput<typeof profileUpdate>>({
      query: (body) => apiCall(calls.profileUpdate, body),
      invalidatesTags: ['Profile'],
    }),
    marketingConsentSet: build.mutation<
      CallOutput<typeof marketingConsentSet>,
      CallInput<typeof marketingConsentSet>
    >({
      query: (body) => apiCall(calls.marketingConsentSet, body),
      invalidatesTags: ['Profile'],
    }),
    personalData: build.query<CallOutput<typeof personalDataGet>, void>({
      query: () => apiCall(calls.personalDataGet),
      keepUnusedDataFor: 0,
    }),
    privacyRequests: build.query<CallOutput<typeof privacyRequestGet>, void>({
      query: () => apiCall(calls.privacyRequestGet),
      providesTags: ['Profile'],
    }),
    privacyRequestCreate: build.mutation<
      CallOutput<typeof privacyRequestCreate>,
      CallInput<typeof privacyRequestCreate>
    >({
      query: (body) => apiCall(calls.privacyRequestCreate, body),
      invalidatesTags: ['Profile'],
    }),
    accountDelete: build.mutation<CallOutput<typeof accountDelete>, CallInput<typeof accountDelete>>({
      query: (body) => apiCall(calls.accountDelete, body),
    }),
    marketingUnsubscribe: build.mutation<
      CallOutput<typeof marketingUnsubscribe>,
      CallInput<typeof marketingUnsubscribe>
    >({
      query: (body) => apiCall(calls.marketingUnsubscribe, body),
    }),
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

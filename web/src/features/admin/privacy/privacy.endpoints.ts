import * as calls from '@shop/contract/admin/admin-call-names';
import type {
  adminPrivacyRequestClose,
  adminPrivacyRequestList,
} from '@shop/contract/admin/privacy-admin.calls';
import type { CallInput, CallOutput } from '@shop/contract/calls';
import { apiCall } from '../../../api/api-call.ts';
import { consoleApi } from '../console.endpoints.ts';

/** The PDPO access and correction queue. */
export const privacyAdminApi = consoleApi.injectEndpoints({
  endpoints: (build) => ({
    adminPrivacyRequests: build.query<
      CallOutput<typeof adminPrivacyRequestList>,
      CallInput<typeof adminPrivacyRequestList>
    >({
      query: (body) => apiCall(calls.adminPrivacyRequestList, body),
    }),
    adminPrivacyRequestClose: build.mutation<
      CallOutput<typeof adminPrivacyRequestClose>,
      CallInput<typeof adminPrivacyRequestClose>
    >({
      query: (body) => apiCall(calls.adminPrivacyRequestClose, body),
    }),
  }),
});

export const { useAdminPrivacyRequestsQuery, useAdminPrivacyRequestCloseMutation } = privacyAdminApi;

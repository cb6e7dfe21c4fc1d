import * as calls from '@shop/contract/admin/admin-call-names';
import { callMutation, callQuery } from '../../../api/call-endpoints.ts';
import { consoleApi } from '../console.endpoints.ts';

/** The PDPO access and correction queue. */
export const privacyAdminApi = consoleApi.injectEndpoints({
  endpoints: (build) => ({
    adminPrivacyRequests: callQuery(build, calls.adminPrivacyRequestList),
    adminPrivacyRequestClose: callMutation(build, calls.adminPrivacyRequestClose),
  }),
});

export const { useAdminPrivacyRequestsQuery, useAdminPrivacyRequestCloseMutation } = privacyAdminApi;

import * as calls from '@shop/contract/admin/admin-call-names';
import type { adminBankLineConfirm } from '@shop/contract/admin/bank-reconciliation.calls';
import type { CallInput, CallOutput } from '@shop/contract/calls';
import { apiCall } from '../../../api/api-call.ts';
import { callMutation, callQuery, signOutOnRefusal } from '../../../api/call-endpoints.ts';
import { consoleApi } from '../console.endpoints.ts';

/** Bank reconciliation (staff Bearer token): column mappings, statement uploads and confirming lines. */
export const reconciliationApi = consoleApi
  .enhanceEndpoints({ addTagTypes: ['AdminBank', 'AdminBankLine'] })
  .injectEndpoints({
    endpoints: (build) => ({
      adminBankMappingList: callQuery(build, calls.adminBankMappingList, { tags: ['AdminBank'] }),
      adminBankMappingSave: callMutation(build, calls.adminBankMappingSave, {
        changes: ['AdminBank'],
        ownsErrors: true,
      }),
      adminBankStatementUpload: callMutation(build, calls.adminBankStatementUpload, {
        changes: ['AdminBankLine'],
        ownsErrors: true,
      }),
      adminBankLineList: callQuery(build, calls.adminBankLineList, { tags: ['AdminBankLine', 'AdminOrder'] }),
      // Orders turn paid: the board, the dashboard and the members' Beans move too.
      adminBankLineConfirm: build.mutation<
        CallOutput<typeof adminBankLineConfirm>,
        CallInput<typeof adminBankLineConfirm>
      >({
        query: (body) => apiCall(calls.adminBankLineConfirm, body, { ownsErrors: true }),
        onQueryStarted: (_, api) => signOutOnRefusal(api),
        invalidatesTags: (_result, error) =>
          error?.status === 401 ? [] : ['AdminBankLine', 'AdminOrder', 'AdminDashboard', 'AdminMember'],
      }),
    }),
  });

export const {
  useAdminBankMappingListQuery,
  useAdminBankMappingSaveMutation,
  useAdminBankStatementUploadMutation,
  useAdminBankLineListQuery,
  useAdminBankLineConfirmMutation,
} = reconciliationApi;

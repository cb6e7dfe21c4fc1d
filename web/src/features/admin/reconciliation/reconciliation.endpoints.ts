import * as calls from '@shop/contract/admin/admin-call-names';
import type {
  adminBankLineConfirm,
  adminBankLineList,
  adminBankMappingList,
  adminBankMappingSave,
  adminBankStatementUpload,
} from '@shop/contract/admin/bank-reconciliation.calls';
import type { CallInput, CallOutput } from '@shop/contract/calls';
import { apiCall } from '../../../api/api-call.ts';
import { consoleApi, signOutOnRefusal } from '../console.endpoints.ts';

const refused = { ownsErrors: true } as const;

/** Bank reconciliation (staff Bearer token): column mappings, statement uploads and confirming lines. */
export const reconciliationApi = consoleApi
  .enhanceEndpoints({ addTagTypes: ['AdminBank', 'AdminBankLine'] })
  .injectEndpoints({
    endpoints: (build) => ({
      adminBankMappingList: build.query<CallOutput<typeof adminBankMappingList>, void>({
        query: () => apiCall(calls.adminBankMappingList, {}),
        providesTags: ['AdminBank'],
      }),
      adminBankMappingSave: build.mutation<
        CallOutput<typeof adminBankMappingSave>,
        CallInput<typeof adminBankMappingSave>
      >({
        query: (body) => apiCall(calls.adminBankMappingSave, body, refused),
        onQueryStarted: (_, api) => signOutOnRefusal(api),
        invalidatesTags: (_result, error) => (error ? [] : ['AdminBank']),
      }),
      adminBankStatementUpload: build.mutation<
        CallOutput<typeof adminBankStatementUpload>,
        CallInput<typeof adminBankStatementUpload>
      >({
        query: (body) => apiCall(calls.adminBankStatementUpload, body, refused),
        onQueryStarted: (_, api) => signOutOnRefusal(api),
        invalidatesTags: (_result, error) => (error ? [] : ['AdminBankLine']),
      }),
      adminBankLineList: build.query<
        CallOutput<typeof adminBankLineList>,
        CallInput<typeof adminBankLineList>
      >({
        query: (body) => apiCall(calls.adminBankLineList, body),
        providesTags: ['AdminBankLine', 'AdminOrder'],
      }),
      // Orders turn paid: the board, the dashboard and the members' Beans move too.
      adminBankLineConfirm: build.mutation<
        CallOutput<typeof adminBankLineConfirm>,
        CallInput<typeof adminBankLineConfirm>
      >({
        query: (body) => apiCall(calls.adminBankLineConfirm, body, refused),
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

import * as calls from '@shop/contract/admin/admin-call-names';
import type {
  adminFpsProxyGet,
  adminFpsProxySave,
  adminOrderReceiptsGet,
} from '@shop/contract/admin/payments-admin.calls';
import type { CallInput, CallOutput } from '@shop/contract/calls';
import { apiCall } from '../../../api/api-call.ts';
import { consoleApi, signOutOnRefusal } from '../console.endpoints.ts';

/** The shop's FPS proxy and the transfer screenshots shoppers sent (staff Bearer token). */
export const paymentsAdminApi = consoleApi
  .enhanceEndpoints({ addTagTypes: ['AdminFpsProxy'] })
  .injectEndpoints({
    endpoints: (build) => ({
      adminFpsProxy: build.query<CallOutput<typeof adminFpsProxyGet>, void>({
        query: () => apiCall(calls.adminFpsProxyGet, {}),
        providesTags: ['AdminFpsProxy'],
      }),
      // The card shows the refusal beside the field.
      adminFpsProxySave: build.mutation<
        CallOutput<typeof adminFpsProxySave>,
        CallInput<typeof adminFpsProxySave>
      >({
        query: (body) => apiCall(calls.adminFpsProxySave, body, { ownsErrors: true }),
        onQueryStarted: (_, api) => signOutOnRefusal(api),
        invalidatesTags: (_result, error) => (error ? [] : ['AdminFpsProxy']),
      }),
      adminOrderReceipts: build.query<CallOutput<typeof adminOrderReceiptsGet>, number>({
        query: (orderId) => apiCall(calls.adminOrderReceiptsGet, { order_id: orderId }),
      }),
    }),
  });

export const { useAdminFpsProxyQuery, useAdminFpsProxySaveMutation, useAdminOrderReceiptsQuery } =
  paymentsAdminApi;

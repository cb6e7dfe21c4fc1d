import * as calls from '@shop/contract/admin/admin-call-names';
import type { adminOrderReceiptsGet } from '@shop/contract/admin/payments-admin.calls';
import type { CallOutput } from '@shop/contract/calls';
import { apiCall } from '../../../api/api-call.ts';
import { callMutation, callQuery } from '../../../api/call-endpoints.ts';
import { consoleApi } from '../console.endpoints.ts';

/** The shop's FPS proxy and the transfer screenshots shoppers sent (staff Bearer token). */
export const paymentsAdminApi = consoleApi
  .enhanceEndpoints({ addTagTypes: ['AdminFpsProxy'] })
  .injectEndpoints({
    endpoints: (build) => ({
      adminFpsProxy: callQuery(build, calls.adminFpsProxyGet, { tags: ['AdminFpsProxy'] }),
      // The card shows the refusal beside the field.
      adminFpsProxySave: callMutation(build, calls.adminFpsProxySave, {
        changes: ['AdminFpsProxy'],
        ownsErrors: true,
      }),
      adminOrderReceipts: build.query<CallOutput<typeof adminOrderReceiptsGet>, number>({
        query: (orderId) => apiCall(calls.adminOrderReceiptsGet, { order_id: orderId }),
      }),
    }),
  });

export const { useAdminFpsProxyQuery, useAdminFpsProxySaveMutation, useAdminOrderReceiptsQuery } =
  paymentsAdminApi;

import * as calls from '@shop/contract/admin/admin-call-names';
import type { adminOrderGet, adminOrderTransition } from '@shop/contract/admin/admin-orders.calls';
import type { CallInput, CallOutput } from '@shop/contract/calls';
import { apiCall } from '../../../api/api-call.ts';
import { callQuery, signOutOnRefusal } from '../../../api/call-endpoints.ts';
import { consoleApi } from '../console.endpoints.ts';

type Transition = CallInput<typeof adminOrderTransition>;

/** The orders board, an order's page and its transitions (staff Bearer token). */
export const adminOrdersApi = consoleApi.injectEndpoints({
  endpoints: (build) => ({
    adminOrderList: callQuery(build, calls.adminOrderList, { tags: ['AdminOrder'] }),
    adminOrderGet: build.query<CallOutput<typeof adminOrderGet>, number>({
      query: (orderId) => apiCall(calls.adminOrderGet, { order_id: orderId }),
      providesTags: (_result, _error, orderId) => [{ type: 'AdminOrder', id: orderId }],
    }),
    // Its dialogs show the refusal (e.g. a payment already confirmed by a colleague) beside the buttons.
    adminOrderTransition: build.mutation<CallOutput<typeof adminOrderTransition>, Transition>({
      query: (body) => apiCall(calls.adminOrderTransition, body, { ownsErrors: true }),
      onQueryStarted: (_, api) => signOutOnRefusal(api),
      // The order, the board, the dashboard and the member's balances all moved.
      invalidatesTags: (_result, error) =>
        error?.status === 401 ? [] : ['AdminOrder', 'AdminDashboard', 'AdminMember'],
    }),
  }),
});

export const { useAdminOrderListQuery, useAdminOrderGetQuery, useAdminOrderTransitionMutation } =
  adminOrdersApi;

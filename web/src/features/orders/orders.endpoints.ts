import * as calls from '@shop/contract/call-names';
import type { CallOutput } from '@shop/contract/calls';
import type {
  memberVoucherGet,
  orderGet,
  purchasedItemGet,
  VoucherStatus,
} from '@shop/contract/orders/orders.calls';
import { apiCall } from '../../api/api-call.ts';
import { baseApi } from '../../api/base-api.ts';

export interface Page {
  limit: number;
  offset: number;
}

/** The signed-in member's lists (Bearer token): orders, purchased items, vouchers. */
export const ordersApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    orders: build.query<CallOutput<typeof orderGet>, Page>({
      query: (page) => apiCall(calls.orderGet, { ...page }),
      providesTags: ['Orders'],
    }),
    purchasedItems: build.query<CallOutput<typeof purchasedItemGet>, Page>({
      query: (page) => apiCall(calls.purchasedItemGet, { ...page }),
      providesTags: ['Orders'],
    }),
    memberVouchers: build.query<CallOutput<typeof memberVoucherGet>, VoucherStatus>({
      query: (status) => apiCall(calls.memberVoucherGet, { status, limit: 999, offset: 0 }),
      providesTags: ['Orders'],
    }),
  }),
});

export const { useOrdersQuery, usePurchasedItemsQuery, useMemberVouchersQuery } = ordersApi;

import type { CallOutput } from '@shop/contract/calls';
import type {
  memberVoucherGet,
  orderGet,
  purchasedItemGet,
  VoucherStatus,
} from '@shop/contract/orders/orders.calls';
import { baseApi } from '../../api/base-api.ts';

export interface Page {
  limit: number;
  offset: number;
}

/** Spec §3 order lists of the signed-in member (Bearer token): orders, purchased items, vouchers. */
export const ordersApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    orders: build.query<CallOutput<typeof orderGet>, Page>({
      query: (page) => ({ call: 'order_get', auth: 'member', body: { ...page } }),
      providesTags: ['Orders'],
    }),
    purchasedItems: build.query<CallOutput<typeof purchasedItemGet>, Page>({
      query: (page) => ({ call: 'purchased_item_get', auth: 'member', body: { ...page } }),
      providesTags: ['Orders'],
    }),
    memberVouchers: build.query<CallOutput<typeof memberVoucherGet>, VoucherStatus>({
      query: (status) => ({
        call: 'member_voucher_get',
        auth: 'member',
        body: { status, limit: 999, offset: 0 },
      }),
      providesTags: ['Orders'],
    }),
  }),
});

export const { useOrdersQuery, usePurchasedItemsQuery, useMemberVouchersQuery } = ordersApi;

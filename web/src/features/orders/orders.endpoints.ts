import * as calls from '@shop/contract/orders/order-call-names';
import type { VoucherStatus } from '@shop/contract/orders/orders.calls';
import { baseApi } from '../../api/base-api.ts';
import { callQuery } from '../../api/call-endpoints.ts';

interface Page {
  limit: number;
  offset: number;
}

const onePage = (page: Page) => page;

/** The signed-in member's lists (Bearer token): orders, purchased items, vouchers. */
export const ordersApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    orders: callQuery(build, calls.orderGet, { body: onePage, tags: ['Orders'] }),
    purchasedItems: callQuery(build, calls.purchasedItemGet, { body: onePage, tags: ['Orders'] }),
    memberVouchers: callQuery(build, calls.memberVoucherGet, {
      body: (status: VoucherStatus) => ({ status, limit: 999, offset: 0 }),
      tags: ['Orders'],
    }),
  }),
});

export const { useOrdersQuery, usePurchasedItemsQuery, useMemberVouchersQuery } = ordersApi;

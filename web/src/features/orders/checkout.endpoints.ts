import * as calls from '@shop/contract/orders/order-call-names';
import type { orderCreate } from '@shop/contract/orders/orders.calls';
import type { CallBody } from '../../api/api-call.ts';
import { baseApi } from '../../api/base-api.ts';
import { callMutation, callQuery } from '../../api/call-endpoints.ts';

export type OrderCreateBody = CallBody<typeof orderCreate>;

/** Placing an order and reading it back by its token. */
export const checkoutApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    // The site access token names the cart; a member's Bearer token (when there is one) makes it theirs.
    // Credit was burnt and a new order is in the member's lists.
    placeOrder: callMutation(build, calls.orderCreate, { changes: ['Orders', 'Points'] }),
    // An order-detail failure is only logged, and the page stays on its spinner.
    orderConfirmation: callQuery(build, calls.orderDetailGet, {
      body: (orderToken: string) => ({ order_token: orderToken }),
      pick: 'order',
      ownsErrors: true,
    }),
  }),
});

export const { usePlaceOrderMutation, useOrderConfirmationQuery } = checkoutApi;

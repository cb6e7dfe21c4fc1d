import * as calls from '@shop/contract/call-names';
import type { CallInput, CallOutput } from '@shop/contract/calls';
import type { orderCreate, orderDetailGet } from '@shop/contract/orders/orders.calls';
import { apiCall } from '../../api/api-call.ts';
import { baseApi } from '../../api/base-api.ts';

export type OrderCreateBody = Omit<CallInput<typeof orderCreate>, 'access_token'>;

/** Placing an order and reading it back by its token. */
export const checkoutApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    // The site access token names the cart; a member's Bearer token (when there is one) makes it theirs.
    placeOrder: build.mutation<CallOutput<typeof orderCreate>, OrderCreateBody>({
      query: (body) => apiCall(calls.orderCreate, body),
      // Credit was burnt and a new order is in the member's lists.
      invalidatesTags: (result) => (result ? ['Orders', 'Points'] : []),
    }),
    // An order-detail failure is only logged, and the page stays on its spinner.
    orderConfirmation: build.query<CallOutput<typeof orderDetailGet>['order'], string>({
      query: (orderToken) => apiCall(calls.orderDetailGet, { order_token: orderToken }, { ownsErrors: true }),
      transformResponse: (answer: CallOutput<typeof orderDetailGet>) => answer.order,
    }),
  }),
});

export const { usePlaceOrderMutation, useOrderConfirmationQuery } = checkoutApi;

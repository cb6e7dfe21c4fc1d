import * as calls from '@shop/contract/orders/order-call-names';
import { baseApi } from '../../api/base-api.ts';
import { callMutation, callQuery } from '../../api/call-endpoints.ts';

/** Following an order: its timeline by receipt token, and finding the token by number and email. */
export const orderTrackingApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    // The order page says "not found" itself, so the timeline owns its errors.
    orderTimeline: callQuery(build, calls.orderTimelineGet, {
      body: (orderToken: string) => ({ order_token: orderToken }),
      ownsErrors: true,
      tags: ['Orders'],
    }),
    // The lookup form shows the refusal beside it.
    orderLookup: callMutation(build, calls.orderLookup, { ownsErrors: true }),
  }),
});

export const { useOrderTimelineQuery, useOrderLookupMutation } = orderTrackingApi;

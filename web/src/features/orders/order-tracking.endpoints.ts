import * as calls from '@shop/contract/call-names';
import type { CallInput, CallOutput } from '@shop/contract/calls';
import type { orderLookup, orderTimelineGet } from '@shop/contract/orders/order-tracking.calls';
import { apiCall } from '../../api/api-call.ts';
import { baseApi } from '../../api/base-api.ts';

/** Following an order: its timeline by receipt token, and finding the token by number and email. */
export const orderTrackingApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    // The order page says "not found" itself, so the timeline owns its errors.
    orderTimeline: build.query<CallOutput<typeof orderTimelineGet>, string>({
      query: (orderToken) =>
        apiCall(calls.orderTimelineGet, { order_token: orderToken }, { ownsErrors: true }),
      providesTags: ['Orders'],
    }),
    // The lookup form shows the refusal beside it.
    orderLookup: build.mutation<CallOutput<typeof orderLookup>, CallInput<typeof orderLookup>>({
      query: (body) => apiCall(calls.orderLookup, body, { ownsErrors: true }),
    }),
  }),
});

export const { useOrderTimelineQuery, useOrderLookupMutation } = orderTrackingApi;

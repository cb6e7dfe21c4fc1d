import * as calls from '@shop/contract/call-names';
import type { CallInput, CallOutput } from '@shop/contract/calls';
import type { stockNotifySubscribe } from '@shop/contract/restock/stock-notify.calls';
import { apiCall } from '../../api/api-call.ts';
import { baseApi } from '../../api/base-api.ts';

/**
 * "Email me when it is back". The member's token goes along when there is one, so the request is
 * theirs; the server's notice is the success toast, and its refusals are shown by the base query.
 */
export const stockNotifyApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    stockNotifySubscribe: build.mutation<
      CallOutput<typeof stockNotifySubscribe>,
      CallInput<typeof stockNotifySubscribe>
    >({
      query: (body) => apiCall(calls.stockNotifySubscribe, body, { asMember: true }),
    }),
  }),
});

export const { useStockNotifySubscribeMutation } = stockNotifyApi;

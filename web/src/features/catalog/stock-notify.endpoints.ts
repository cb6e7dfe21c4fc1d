import * as calls from '@shop/contract/restock/stock-notify-call-names';
import { baseApi } from '../../api/base-api.ts';
import { callMutation } from '../../api/call-endpoints.ts';

/**
 * "Email me when it is back". The member's token goes along when there is one, so the request is
 * theirs; the server's notice is the success toast, and its refusals are shown by the base query.
 */
export const stockNotifyApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    stockNotifySubscribe: callMutation(build, calls.stockNotifySubscribe, { asMember: true }),
  }),
});

export const { useStockNotifySubscribeMutation } = stockNotifyApi;

import * as calls from '@shop/contract/call-names';
import type { CallInput, CallOutput } from '@shop/contract/calls';
import type { cashCreditProductGet, creditProductGet } from '@shop/contract/points/credit-shop.calls';
import type {
  pointBalanceGet,
  pointConfigGet,
  pointTransactionHistoryGet,
  pointTransfer,
} from '@shop/contract/points/points.calls';
import { apiCall } from '../../api/api-call.ts';
import { baseApi } from '../../api/base-api.ts';

/** After a transfer the first 10 transactions are fetched again. */
export const TRANSACTIONS_AFTER_TRANSFER = { limit: 10, offset: 0 } as const;

/** Points, the transaction history and the credit shop. Member calls carry the Bearer token. */
export const pointsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    pointBalance: build.query<CallOutput<typeof pointBalanceGet>['point_balances'], void>({
      query: () => apiCall(calls.pointBalanceGet),
      transformResponse: (answer: CallOutput<typeof pointBalanceGet>) => answer.point_balances,
      providesTags: ['Points'],
    }),
    pointConfig: build.query<CallOutput<typeof pointConfigGet>['point_to_cash_rates'], void>({
      query: () => apiCall(calls.pointConfigGet),
      transformResponse: (answer: CallOutput<typeof pointConfigGet>) => answer.point_to_cash_rates,
    }),
    pointTransactionHistory: build.query<
      CallOutput<typeof pointTransactionHistoryGet>,
      { limit: number; offset: number }
    >({
      query: (page) => apiCall(calls.pointTransactionHistoryGet, page),
      providesTags: ['Points'],
    }),
    creditProducts: build.query<CallOutput<typeof creditProductGet>, CallInput<typeof creditProductGet>>({
      query: (body) => apiCall(calls.creditProductGet, body, { asMember: true }),
      providesTags: ['Products'],
    }),
    cashCreditProducts: build.query<
      CallOutput<typeof cashCreditProductGet>,
      CallInput<typeof cashCreditProductGet>
    >({
      query: (body) => apiCall(calls.cashCreditProductGet, body, { asMember: true }),
      providesTags: ['Products'],
    }),
    pointTransfer: build.mutation<CallOutput<typeof pointTransfer>, CallInput<typeof pointTransfer>>({
      query: (body) => apiCall(calls.pointTransfer, body),
      // Balances and any history on screen reload; the first page of history is fetched even when
      // no page shows it yet, so /my-account opens on fresh rows.
      invalidatesTags: (result) => (result ? ['Points', 'Profile'] : []),
      async onQueryStarted(_, { dispatch, queryFulfilled }) {
        const done = await queryFulfilled.then(
          () => true,
          () => false,
        );
        if (!done) return;
        dispatch(
          pointsApi.endpoints.pointTransactionHistory.initiate(TRANSACTIONS_AFTER_TRANSFER, {
            subscribe: false,
            forceRefetch: true,
          }),
        );
      },
    }),
  }),
});

export const {
  usePointBalanceQuery,
  usePointConfigQuery,
  usePointTransactionHistoryQuery,
  useCreditProductsQuery,
  useCashCreditProductsQuery,
  usePointTransferMutation,
} = pointsApi;

import type { CallInput, CallOutput } from '@shop/contract/calls';
import type { cashCreditProductGet, creditProductGet } from '@shop/contract/points/credit-shop.calls';
import type {
  pointBalanceGet,
  pointConfigGet,
  pointTransactionHistoryGet,
  pointTransfer,
} from '@shop/contract/points/points.calls';
import { baseApi } from '../../api/base-api.ts';
import { balancesLoaded } from '../../app/session/user-slice.ts';

/** Spec §4/§9: after a transfer the first 10 transactions are fetched again. */
export const TRANSACTIONS_AFTER_TRANSFER = { limit: 10, offset: 0 } as const;

/** Points, the transaction history and the credit shop (spec §7). Member calls carry the Bearer token. */
export const pointsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    pointBalance: build.query<CallOutput<typeof pointBalanceGet>['point_balances'], void>({
      query: () => ({ call: 'point_balance_get', auth: 'member' }),
      transformResponse: (answer: CallOutput<typeof pointBalanceGet>) => answer.point_balances,
      providesTags: ['Points'],
      // Spec §3: state.user.point_balances follows the server's balance.
      async onQueryStarted(_, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: undefined }));
        if (data) dispatch(balancesLoaded(data));
      },
    }),
    pointConfig: build.query<CallOutput<typeof pointConfigGet>['point_to_cash_rates'], void>({
      query: () => ({ call: 'point_config_get' }),
      transformResponse: (answer: CallOutput<typeof pointConfigGet>) => answer.point_to_cash_rates,
    }),
    pointTransactionHistory: build.query<
      CallOutput<typeof pointTransactionHistoryGet>,
      { limit: number; offset: number }
    >({
      query: (page) => ({ call: 'point_transaction_history_get', auth: 'member', body: page }),
      providesTags: ['Points'],
    }),
    creditProducts: build.query<CallOutput<typeof creditProductGet>, CallInput<typeof creditProductGet>>({
      query: (body) => ({ call: 'credit_product_get', auth: 'member', body }),
      providesTags: ['Products'],
    }),
    cashCreditProducts: build.query<
      CallOutput<typeof cashCreditProductGet>,
      CallInput<typeof cashCreditProductGet>
    >({
      query: (body) => ({ call: 'cash_credit_product_get', auth: 'member', body }),
      providesTags: ['Products'],
    }),
    pointTransfer: build.mutation<CallOutput<typeof pointTransfer>, CallInput<typeof pointTransfer>>({
      query: (body) => ({ call: 'point_transfer', auth: 'member', body }),
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

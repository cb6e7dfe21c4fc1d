import * as calls from '@shop/contract/points/point-call-names';
import { baseApi } from '../../api/base-api.ts';
import { callMutation, callQuery } from '../../api/call-endpoints.ts';

/** After a transfer the first 10 transactions are fetched again. */
export const TRANSACTIONS_AFTER_TRANSFER = { limit: 10, offset: 0 } as const;

/** Points, the transaction history and the credit shop. Member calls carry the Bearer token. */
export const pointsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    pointBalance: callQuery(build, calls.pointBalanceGet, { pick: 'point_balances', tags: ['Points'] }),
    pointConfig: callQuery(build, calls.pointConfigGet, { pick: 'point_to_cash_rates' }),
    pointTransactionHistory: callQuery(build, calls.pointTransactionHistoryGet, {
      body: (page: { limit: number; offset: number }) => page,
      tags: ['Points'],
    }),
    // The same for every visitor, so the server can render them on the credit shop's first screen.
    creditProducts: callQuery(build, calls.creditProductGet, { tags: ['Products'] }),
    cashCreditProducts: callQuery(build, calls.cashCreditProductGet, { tags: ['Products'] }),
    // Balances and any history on screen reload; the first page of history is fetched even when
    // no page shows it yet, so /my-account opens on fresh rows.
    pointTransfer: callMutation(
      build,
      calls.pointTransfer,
      { changes: ['Points', 'Profile'] },
      async (_, { dispatch, queryFulfilled }) => {
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
    ),
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

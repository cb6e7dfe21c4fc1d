import type { CallOutput } from '@shop/contract/calls';
import type { pointBalanceGet } from '@shop/contract/points/points.calls';
import { baseApi } from '../../api/base-api.ts';
import { balancesLoaded } from '../user/user-slice.ts';

/**
 * The credit a member may apply is bounded by the balance in `state.user.point_balances`; the cart
 * loads it where it needs it, so the bound is current when the shopper opens the cart.
 */
export const creditBalanceApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    cartCreditBalance: build.query<CallOutput<typeof pointBalanceGet>, void>({
      query: () => ({ call: 'point_balance_get', auth: 'member' }),
      providesTags: ['Points'],
      async onQueryStarted(_, { dispatch, queryFulfilled }) {
        const answer = await queryFulfilled.catch(() => null);
        if (answer) dispatch(balancesLoaded(answer.data.point_balances));
      },
    }),
  }),
});

export const { useCartCreditBalanceQuery } = creditBalanceApi;

import * as calls from '@shop/contract/subscriptions/subscription-call-names';
import type { SubscriptionPlan } from '@shop/contract/subscriptions/subscriptions.calls';
import { baseApi } from '../../api/base-api.ts';
import { callMutation, callQuery } from '../../api/call-endpoints.ts';

/**
 * The plans (public) and the member's subscriptions. The forms show their own refusals beside
 * them; a change answers with the subscription, which replaces it in the list at once.
 */
export const subscriptionsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    subscriptionPlans: callQuery(build, calls.subscriptionPlanGet, { pick: 'plans', tags: ['Products'] }),
    // A member keeps a handful of subscriptions: one page holds them all.
    subscriptions: callQuery(build, calls.subscriptionGet, {
      body: () => ({ limit: 100, offset: 0 }),
      pick: 'subscriptions',
      tags: ['Subscriptions'],
    }),
    subscriptionCreate: callMutation(build, calls.subscriptionCreate, {
      pick: 'subscription',
      ownsErrors: true,
      changes: ['Subscriptions'],
    }),
    subscriptionUpdate: callMutation(
      build,
      calls.subscriptionUpdate,
      { pick: 'subscription', ownsErrors: true },
      async (_, { dispatch, queryFulfilled }) => {
        const { data } = await queryFulfilled.catch(() => ({ data: undefined }));
        if (!data) return;
        dispatch(
          subscriptionsApi.util.updateQueryData('subscriptions', undefined, (list) =>
            list.map((s) => (s.id === data.id ? data : s)),
          ),
        );
      },
    ),
  }),
});

export const {
  useSubscriptionPlansQuery,
  useSubscriptionsQuery,
  useSubscriptionCreateMutation,
  useSubscriptionUpdateMutation,
} = subscriptionsApi;

/** A product's plan, when staff opened it to subscriptions (undefined otherwise or while loading). */
export function usePlanOf(productId: number): SubscriptionPlan | undefined {
  return useSubscriptionPlansQuery().data?.find((plan) => plan.product_id === productId);
}

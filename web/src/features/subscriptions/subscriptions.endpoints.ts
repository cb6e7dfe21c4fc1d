import * as calls from '@shop/contract/call-names';
import type {
  Subscription,
  SubscriptionPlan,
  subscriptionCreate,
  subscriptionUpdate,
} from '@shop/contract/subscriptions/subscriptions.calls';
import type { CallBody } from '../../api/api-call.ts';
import { apiCall } from '../../api/api-call.ts';
import { baseApi } from '../../api/base-api.ts';

/** A member keeps a handful of subscriptions: one page holds them all. */
const ALL = { limit: 100, offset: 0 };

/**
 * The plans (public) and the member's subscriptions. The forms show their own refusals beside
 * them; a change answers with the subscription, which replaces it in the list at once.
 */
export const subscriptionsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    subscriptionPlans: build.query<SubscriptionPlan[], void>({
      query: () => apiCall(calls.subscriptionPlanGet),
      transformResponse: (answer: { plans: SubscriptionPlan[] }) => answer.plans,
      providesTags: ['Products'],
    }),
    subscriptions: build.query<Subscription[], void>({
      query: () => apiCall(calls.subscriptionGet, ALL),
      transformResponse: (answer: { subscriptions: Subscription[] }) => answer.subscriptions,
      providesTags: ['Subscriptions'],
    }),
    subscriptionCreate: build.mutation<Subscription, CallBody<typeof subscriptionCreate>>({
      query: (body) => apiCall(calls.subscriptionCreate, body, { ownsErrors: true }),
      transformResponse: (answer: { subscription: Subscription }) => answer.subscription,
      invalidatesTags: ['Subscriptions'],
    }),
    subscriptionUpdate: build.mutation<Subscription, CallBody<typeof subscriptionUpdate>>({
      query: (body) => apiCall(calls.subscriptionUpdate, body, { ownsErrors: true }),
      transformResponse: (answer: { subscription: Subscription }) => answer.subscription,
      async onQueryStarted(_, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: undefined }));
        if (!data) return;
        dispatch(
          subscriptionsApi.util.updateQueryData('subscriptions', undefined, (list) =>
            list.map((s) => (s.id === data.id ? data : s)),
          ),
        );
      },
    }),
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

import type { CallInput, CallOutput } from '@shop/contract/calls';
import type { newsletterSubscribe } from '@shop/contract/members/newsletter.calls';
import { baseApi } from '../../api/base-api.ts';

/**
 * Spec §7: the server answers with a notice, which the base query shows as the success toast.
 * Spec §8: a failed subscription is only logged, never shown, so the call owns its errors.
 */
export const newsletterApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    newsletterSubscribe: build.mutation<
      CallOutput<typeof newsletterSubscribe>,
      CallInput<typeof newsletterSubscribe>['email']
    >({
      query: (email) => ({ call: 'newsletter_subscribe', body: { email }, ownsErrors: true }),
    }),
  }),
});

export const { useNewsletterSubscribeMutation } = newsletterApi;

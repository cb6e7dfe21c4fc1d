import * as calls from '@shop/contract/call-names';
import type { CallInput, CallOutput } from '@shop/contract/calls';
import type { newsletterSubscribe } from '@shop/contract/members/newsletter.calls';
import { apiCall } from '../../api/api-call.ts';
import { baseApi } from '../../api/base-api.ts';

/**
 * The server answers with a notice, which the base query shows as the success toast. A failed
 * subscription is only logged, never shown, so the call owns its errors.
 */
export const newsletterApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    newsletterSubscribe: build.mutation<
      CallOutput<typeof newsletterSubscribe>,
      CallInput<typeof newsletterSubscribe>['email']
    >({
      query: (email) => apiCall(calls.newsletterSubscribe, { email }, { ownsErrors: true }),
    }),
  }),
});

export const { useNewsletterSubscribeMutation } = newsletterApi;

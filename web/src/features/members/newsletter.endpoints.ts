import * as calls from '@shop/contract/call-names';
import { baseApi } from '../../api/base-api.ts';
import { callMutation } from '../../api/call-endpoints.ts';

/**
 * The server answers with a notice, which the base query shows as the success toast. A failed
 * subscription is only logged, never shown, so the call owns its errors.
 */
export const newsletterApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    newsletterSubscribe: callMutation(build, calls.newsletterSubscribe, {
      body: (email: string) => ({ email }),
      ownsErrors: true,
    }),
  }),
});

export const { useNewsletterSubscribeMutation } = newsletterApi;

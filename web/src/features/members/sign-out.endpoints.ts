import * as calls from '@shop/contract/members/sign-out-call-names';
import { baseApi } from '../../api/base-api.ts';
import { callMutation } from '../../api/call-endpoints.ts';

/** Signing out here or everywhere: the sign-out buttons' calls, which come with them. */
export const signOutApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    // Signing out forgets the token here whatever the server answers, so these own their errors.
    logout: callMutation(build, calls.logout, { ownsErrors: true }),
    logoutEverywhere: callMutation(build, calls.logoutEverywhere, { ownsErrors: true }),
  }),
});

export const { useLogoutMutation, useLogoutEverywhereMutation } = signOutApi;

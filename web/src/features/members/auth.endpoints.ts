import * as calls from '@shop/contract/members/sign-in-call-names';
import { baseApi } from '../../api/base-api.ts';
import { callMutation, callQuery } from '../../api/call-endpoints.ts';

/**
 * Sign-in and password calls. They own their errors: a wrong password is a
 * message beside the form, not a logout, so the base query neither toasts nor signs out on them.
 */
export const authApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    login: callMutation(build, calls.login, { ownsErrors: true }),
    register: callMutation(build, calls.register, { ownsErrors: true }),
    otpGet: callMutation(build, calls.otpGet, { ownsErrors: true }),
    otpSubmit: callMutation(build, calls.otpSubmit, { ownsErrors: true }),
    forgotPassword: callMutation(build, calls.forgotPassword, { ownsErrors: true }),
    resetPassword: callMutation(build, calls.resetPassword, { ownsErrors: true }),
    // Asked when the reset page opens, so a dead link is refused before any password is typed.
    resetLinkCheck: callQuery(build, calls.resetPasswordCheck, {
      body: (token: string) => ({ token }),
      ownsErrors: true,
      keepUnusedDataFor: 0,
    }),
  }),
});

export const {
  useLoginMutation,
  useRegisterMutation,
  useOtpGetMutation,
  useOtpSubmitMutation,
  useForgotPasswordMutation,
  useResetLinkCheckQuery,
  useResetPasswordMutation,
} = authApi;

import * as calls from '@shop/contract/call-names';
import type { CallInput, CallOutput } from '@shop/contract/calls';
import type { forgotPassword, login, register, resetPassword } from '@shop/contract/members/members.calls';
import type { otpGet, otpSubmit } from '@shop/contract/members/otp.calls';
import type { resetPasswordCheck } from '@shop/contract/members/reset-check.calls';
import { apiCall } from '../../api/api-call.ts';
import { baseApi } from '../../api/base-api.ts';

/**
 * Sign-in and password calls. They own their errors: a wrong password is a
 * message beside the form, not a logout, so the base query neither toasts nor signs out on them.
 */
export const authApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    login: build.mutation<CallOutput<typeof login>, CallInput<typeof login>>({
      query: (body) => apiCall(calls.login, body, { ownsErrors: true }),
    }),
    register: build.mutation<CallOutput<typeof register>, CallInput<typeof register>>({
      query: (body) => apiCall(calls.register, body, { ownsErrors: true }),
    }),
    otpGet: build.mutation<CallOutput<typeof otpGet>, CallInput<typeof otpGet>>({
      query: (body) => apiCall(calls.otpGet, body, { ownsErrors: true }),
    }),
    otpSubmit: build.mutation<CallOutput<typeof otpSubmit>, CallInput<typeof otpSubmit>>({
      query: (body) => apiCall(calls.otpSubmit, body, { ownsErrors: true }),
    }),
    forgotPassword: build.mutation<CallOutput<typeof forgotPassword>, CallInput<typeof forgotPassword>>({
      query: (body) => apiCall(calls.forgotPassword, body, { ownsErrors: true }),
    }),
    resetPassword: build.mutation<CallOutput<typeof resetPassword>, CallInput<typeof resetPassword>>({
      query: (body) => apiCall(calls.resetPassword, body, { ownsErrors: true }),
    }),
    // Asked when the reset page opens, so a dead link is refused before any password is typed.
    resetLinkCheck: build.query<CallOutput<typeof resetPasswordCheck>, string>({
      query: (token) => apiCall(calls.resetPasswordCheck, { token }, { ownsErrors: true }),
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

import type { CallInput, CallOutput } from '@shop/contract/calls';
import type { forgotPassword, login, register, resetPassword } from '@shop/contract/members/members.calls';
import type { otpGet, otpSubmit } from '@shop/contract/members/otp.calls';
import { baseApi } from '../../api/base-api.ts';

/**
 * Sign-in and password calls (spec §7). They own their errors (spec §8): a wrong password is a
 * message beside the form, not a logout, so the base query neither toasts nor signs out on them.
 */
export const authApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    login: build.mutation<CallOutput<typeof login>, CallInput<typeof login>>({
      query: (body) => ({ call: 'login', body, ownsErrors: true }),
    }),
    register: build.mutation<CallOutput<typeof register>, CallInput<typeof register>>({
      query: (body) => ({ call: 'register', body, ownsErrors: true }),
    }),
    otpGet: build.mutation<CallOutput<typeof otpGet>, CallInput<typeof otpGet>>({
      query: (body) => ({ call: 'otp_get', body, ownsErrors: true }),
    }),
    otpSubmit: build.mutation<CallOutput<typeof otpSubmit>, CallInput<typeof otpSubmit>>({
      query: (body) => ({ call: 'otp_submit', body, ownsErrors: true }),
    }),
    forgotPassword: build.mutation<CallOutput<typeof forgotPassword>, CallInput<typeof forgotPassword>>({
      query: (body) => ({ call: 'forgot_password', body, ownsErrors: true }),
    }),
    resetPassword: build.mutation<CallOutput<typeof resetPassword>, CallInput<typeof resetPassword>>({
      query: (body) => ({ call: 'reset_password', body, ownsErrors: true }),
    }),
  }),
});

export const {
  useLoginMutation,
  useRegisterMutation,
  useOtpGetMutation,
  useOtpSubmitMutation,
  useForgotPasswordMutation,
  useResetPasswordMutation,
} = authApi;

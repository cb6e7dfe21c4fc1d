import type { Ref } from '../call-names.ts';

/** The sign-in, sign-up and password reset calls by name and auth (see ../call-names.ts). */
export const emailCheck: Ref<'emailCheck'> = { name: 'email_check', auth: 'public' };
export const forgotPassword: Ref<'forgotPassword'> = { name: 'forgot_password', auth: 'public' };
export const login: Ref<'login'> = { name: 'login', auth: 'public' };
export const register: Ref<'register'> = { name: 'register', auth: 'public' };
export const resetPassword: Ref<'resetPassword'> = { name: 'reset_password', auth: 'public' };
export const otpGet: Ref<'otpGet'> = { name: 'otp_get', auth: 'public' };
export const otpSubmit: Ref<'otpSubmit'> = { name: 'otp_submit', auth: 'public' };
export const resetPasswordCheck: Ref<'resetPasswordCheck'> = { name: 'reset_password_check', auth: 'public' };

import { ERRORS } from '@shop/contract/errors';
import {
  emailCheck,
  forgotPassword,
  login,
  register,
  resetPassword,
} from '@shop/contract/members/members.calls';
import { otpGet, otpSubmit } from '@shop/contract/members/otp.calls';
import { resetPasswordCheck } from '@shop/contract/members/reset-check.calls';
import { handle } from '../../http/call-handler.ts';
import { emailCheckLimits } from './auth-limits.ts';
import { texts } from './auth-texts.ts';
import { clientAddress } from './client-address.ts';
import { sendNewMemberProof } from './email-proof.service.ts';
import { loginWithPassword } from './login.service.ts';
import { emailInUse } from './members.repo.ts';
import { sendOtp, submitOtp } from './otp.service.ts';
import {
  resetPassword as applyPasswordReset,
  checkResetLink,
  requestPasswordReset,
} from './password-reset.service.ts';
import { consume } from './rate-limit.ts';
import { registerMember } from './register.service.ts';
import { issueSession } from './session.ts';

export const authHandlers = [
  handle(register, async (input, ctx) => {
    const member = await registerMember(ctx, input);
    await sendNewMemberProof(ctx, member);
    return { ...(await issueSession(ctx.db, ctx.config, member)), ...texts.registered };
  }),

  handle(login, async (input, ctx) => issueSession(ctx.db, ctx.config, await loginWithPassword(ctx, input))),

  handle(emailCheck, async ({ email }, { db, ip }) => {
    await db.transaction((tx) => consume(tx, emailCheckLimits(clientAddress(ip))));
    if (await emailInUse(db, email)) {
      const { en, zh } = ERRORS.EMAIL_USED;
      return { isUsed: true, err_message: en, err_message_zh: zh, message: '', message_zh: '' };
    }
    return { isUsed: false, err_message: '', err_message_zh: '', ...texts.emailFree };
  }),

  handle(otpGet, async (input, ctx) => {
    await sendOtp(ctx, input);
    return texts.codeSent;
  }),

  handle(otpSubmit, async (input, ctx) => {
    const { member, isNew } = await submitOtp(ctx, input);
    return {
      ...(await issueSession(ctx.db, ctx.config, member)),
      new_user: isNew ? (1 as const) : (0 as const),
    };
  }),

  handle(forgotPassword, async ({ email }, ctx) => {
    await requestPasswordReset(ctx, email);
    return texts.resetLinkSent;
  }),

  handle(resetPasswordCheck, async ({ token }, ctx) => {
    await checkResetLink(ctx.db, token);
    return {};
  }),

  handle(resetPassword, async (input, ctx) => {
    await applyPasswordReset(ctx, input);
    return texts.passwordReset;
  }),
];

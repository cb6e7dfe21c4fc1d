import {
  adminLogin,
  adminLoginSecondStep,
  adminLogout,
  adminMe,
  adminSessionEnd,
  adminSessionGet,
  adminTwoFactorConfirm,
  adminTwoFactorSetup,
} from '@shop/contract/admin/staff-auth.calls';
import { ApiError } from '../../http/api-error.ts';
import { handle } from '../../http/call-handler.ts';
import { recordAudit } from './audit.ts';
import { openSessions, revokeStaffSession } from './staff.repo.ts';
import { staffToWire } from './staff.wire.ts';
import { signedInStaff } from './staff-auth.ts';
import { loginStaff, type StaffSession } from './staff-login.service.ts';
import {
  completeSecondStep,
  confirmEnrolment,
  enrollingStaff,
  startEnrolment,
} from './two-factor.service.ts';

const sessionToWire = ({ token, expiresAt, staff }: StaffSession) => ({
  token,
  expires_at: expiresAt.toISOString(),
  staff: staffToWire(staff),
});

export const staffAuthHandlers = [
  handle(adminLogin, async (input, ctx) => {
    const step = await loginStaff(ctx, input);
    if (step.next === 'signed_in') return { next: step.next, ...sessionToWire(step.session) };
    return { next: step.next, challenge: step.challenge, expires_at: step.expiresAt.toISOString() };
  }),

  handle(adminLoginSecondStep, async (input, ctx) => sessionToWire(await completeSecondStep(ctx, input))),

  handle(adminTwoFactorSetup, async (input, ctx) =>
    startEnrolment(ctx, (await enrollingStaff(ctx, input.challenge || undefined)).staff),
  ),

  handle(adminTwoFactorConfirm, async (input, ctx) => {
    const who = await enrollingStaff(ctx, input.challenge || undefined);
    const { recoveryCodes, session } = await confirmEnrolment(ctx, who, input.code);
    return { recovery_codes: recoveryCodes, session: session ? sessionToWire(session) : null };
  }),

  handle(adminMe, async (_input, ctx) => ({ staff: staffToWire(signedInStaff(ctx)) })),

  handle(adminLogout, async (_input, ctx) => {
    await revokeStaffSession(ctx.db, signedInStaff(ctx).sessionId);
    return { message: 'You are signed out.', message_zh: '你已登出。' };
  }),

  handle(adminSessionGet, async (_input, ctx) => {
    const me = signedInStaff(ctx);
    const sessions = await openSessions(ctx.db, me.role === 'owner' ? undefined : me.id);
    return {
      sessions: sessions.map((s) => ({
        session_id: s.id,
        staff_id: s.staffId,
        staff_name: s.staffName,
        ip: s.ip,
        created_at: s.createdAt.toISOString(),
        expires_at: s.expiresAt.toISOString(),
        current: s.id === me.sessionId,
      })),
    };
  }),

  handle(adminSessionEnd, async (input, ctx) => {
    const me = signedInStaff(ctx);
    const ended = await revokeStaffSession(ctx.db, input.session_id, me.role === 'owner' ? undefined : me.id);
    if (!ended) throw new ApiError('STAFF_SESSION_NOT_FOUND');
    await recordAudit(ctx.db, {
      staffId: me.id,
      action: 'session.end',
      entity: 'staff_session',
      entityId: input.session_id,
    });
    return { message: 'The session has ended.', message_zh: '該登入工作階段已結束。' };
  }),
];

import { adminLogin, adminLogout, adminMe } from '@shop/contract/admin/staff-auth.calls';
import { handle } from '../../http/call-handler.ts';
import { revokeStaffSession } from './staff.repo.ts';
import { staffToWire } from './staff.wire.ts';
import { signedInStaff } from './staff-auth.ts';
import { loginStaff } from './staff-login.service.ts';

export const staffAuthHandlers = [
  handle(adminLogin, async (input, ctx) => {
    const { token, expiresAt, staff } = await loginStaff(ctx, input);
    return { token, expires_at: expiresAt.toISOString(), staff: staffToWire(staff) };
  }),

  handle(adminMe, async (_input, ctx) => ({ staff: staffToWire(signedInStaff(ctx)) })),

  handle(adminLogout, async (_input, ctx) => {
    await revokeStaffSession(ctx.db, signedInStaff(ctx).sessionId);
    return { message: 'You are signed out.', message_zh: '你已登出。' };
  }),
];

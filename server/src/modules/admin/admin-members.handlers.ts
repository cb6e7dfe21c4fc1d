import {
  adminMemberGet,
  adminMemberLedgerGet,
  adminMemberPasswordResetSend,
  adminMemberSearch,
  adminPointsAdjust,
} from '@shop/contract/admin/admin-members.calls';
import { handle } from '../../http/call-handler.ts';
import {
  memberContact,
  memberNotFound,
  readProfile,
  searchMembers,
  sendMemberPasswordReset,
} from '../members/index.ts';
import { memberOrders } from '../orders/index.ts';
import { memberLedger, readBalances } from '../points/index.ts';
import { auditBy } from './audit.ts';
import { adjustPoints } from './points-adjust.service.ts';
import { signedInStaff } from './staff-auth.ts';

const RECENT_ORDERS = 10;

export const adminMembersHandlers = [
  handle(adminMemberSearch, async ({ keyword, limit, offset }, { db }) => {
    const { members, total } = await searchMembers(db, keyword, { limit, offset });
    return { members, total_rows: total };
  }),

  handle(adminMemberGet, async ({ member_id: memberId }, { db }) => {
    const [profile, contact] = [await readProfile(db, memberId), await memberContact(db, memberId)];
    if (!profile || !contact) throw memberNotFound();
    const { orders, total } = await memberOrders(db, memberId, { limit: RECENT_ORDERS, offset: 0 });
    return {
      member: { ...profile, member_id: memberId, created_at: contact.createdAt.toISOString() },
      point_balances: await readBalances(db, memberId),
      recent_orders: orders,
      total_orders: total,
    };
  }),

  handle(adminMemberLedgerGet, async ({ member_id: memberId, point_type_id, limit, offset }, { db }) => {
    if (!(await memberContact(db, memberId))) throw memberNotFound();
    const { transactions, total } = await memberLedger(db, memberId, point_type_id, { limit, offset });
    return { point_transactions: transactions, total_rows: total };
  }),

  handle(adminPointsAdjust, async (input, ctx) => adjustPoints(ctx.db, signedInStaff(ctx).id, input)),

  handle(adminMemberPasswordResetSend, async ({ member_id: memberId }, ctx) => {
    await sendMemberPasswordReset(ctx, memberId, auditBy(signedInStaff(ctx).id));
    return { message: 'A password reset link is on its way.', message_zh: '重設密碼連結已發送。' };
  }),
];

import { adminOrderTransition } from '@shop/contract/admin/admin-orders.calls';
import { accountDelete, personalDataGet } from '@shop/contract/members/privacy.calls';
import { orderCreate } from '@shop/contract/orders/orders.calls';
import { ApiError } from '../http/api-error.ts';
import { handle } from '../http/call-handler.ts';
import { adminOrderAnswer, signedInStaff } from '../modules/admin/index.ts';
import { memberIdOf } from '../modules/cart/index.ts';
import { signedInMember } from '../modules/members/index.ts';
import { applyOrderTransition } from './order-transition.flow.ts';
import { deleteAccount, exportPersonalData } from './personal-data.flow.ts';
import { placeOrder } from './place-order.flow.ts';

/** The calls whose work spans domains: each runs a flow. */
export const flowHandlers = [
  handle(orderCreate, async (input, ctx) =>
    placeOrder(ctx, { accessToken: input.access_token, memberId: memberIdOf(ctx) }, input),
  ),

  handle(adminOrderTransition, async (input, ctx) => {
    if (input.lines && input.action !== 'refund') {
      throw new ApiError('VALIDATION_FAILED', {
        en: 'Some fields are not valid: lines (only a refund names lines).',
        zh: '以下欄位無效：lines（只有退款需要指定項目）。',
      });
    }
    const staff = signedInStaff(ctx);
    await applyOrderTransition(
      ctx.db,
      {
        orderId: input.order_id,
        action: input.action,
        staffId: staff.id,
        lines: input.lines,
        note: input.note,
      },
      ctx.config,
    );
    ctx.outbox.wake();
    return adminOrderAnswer(ctx.db, input.order_id);
  }),

  handle(personalDataGet, async (_input, ctx) => exportPersonalData(ctx.db, signedInMember(ctx).id)),

  handle(accountDelete, async (_input, ctx) => {
    await deleteAccount(ctx.db, signedInMember(ctx).id);
    return { message: 'Your account is deleted.', message_zh: '你的帳戶已刪除。' };
  }),
];

import { adminOrderGet, adminOrderList, adminOrderTransition } from '@shop/contract/admin/admin-orders.calls';
import type { Db } from '../../db/database.ts';
import { ApiError } from '../../http/api-error.ts';
import { handle } from '../../http/call-handler.ts';
import { orderNotFound } from '../orders/lifecycle/order-labels.ts';
import { applyOrderTransition } from '../orders/lifecycle/order-lifecycle.service.ts';
import { listOrders, readAdminOrder } from './admin-orders.repo.ts';
import { signedInStaff } from './staff-auth.ts';

async function orderOrNotFound(db: Db, orderId: number) {
  const order = await readAdminOrder(db, orderId);
  if (!order) throw orderNotFound();
  return { order };
}

export const adminOrdersHandlers = [
  handle(adminOrderList, async (input, { db }) => {
    const found = await listOrders(db, input);
    return { orders: found.orders, total_rows: found.total };
  }),

  handle(adminOrderGet, async (input, { db }) => orderOrNotFound(db, input.order_id)),

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
    return orderOrNotFound(ctx.db, input.order_id);
  }),
];

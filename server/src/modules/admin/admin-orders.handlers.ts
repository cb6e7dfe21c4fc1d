import { adminOrderGet, adminOrderList } from '@shop/contract/admin/admin-orders.calls';
import { handle } from '../../http/call-handler.ts';
import { adminOrderAnswer, listOrders } from './admin-orders.repo.ts';

export const adminOrdersHandlers = [
  handle(adminOrderList, async (input, { db }) => {
    const found = await listOrders(db, input);
    return { orders: found.orders, total_rows: found.total, total_capped: found.capped };
  }),

  handle(adminOrderGet, async (input, { db }) => adminOrderAnswer(db, input.order_id)),
];

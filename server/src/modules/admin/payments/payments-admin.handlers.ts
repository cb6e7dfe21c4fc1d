import {
  adminFpsProxyGet,
  adminFpsProxySave,
  adminOrderReceiptsGet,
} from '@shop/contract/admin/payments-admin.calls';
import { handle } from '../../../http/call-handler.ts';
import { readFpsProxySetting, saveFpsProxy } from '../../lookups/index.ts';
import { receiptsOfOrder } from '../../orders/index.ts';
import { auditBy } from '../audit.ts';
import { signedInStaff } from '../staff-auth.ts';

export const paymentsAdminHandlers = [
  handle(adminFpsProxyGet, async (_input, { db }) => ({ fps_proxy: await readFpsProxySetting(db) })),

  handle(adminFpsProxySave, async (input, ctx) => {
    const saved = await saveFpsProxy(ctx.db, input.fps_proxy, auditBy(signedInStaff(ctx).id));
    return { fps_proxy: saved, message: 'Saved.', message_zh: '已儲存。' };
  }),

  handle(adminOrderReceiptsGet, async (input, { db }) => ({
    receipts: await receiptsOfOrder(db, input.order_id),
  })),
];

import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { ApiError } from '../../http/api-error.ts';
import { readFpsQr } from './order-fps-qr.ts';
import { idempotencyKeys, orders } from './orders.tables.ts';

export interface OrderOwner {
  /** The guest's or member's browser; null for an order the shop makes itself (a subscription's renewal). */
  accessTokenId: number | null;
  memberId: number | null;
}

/** The order a key made, if this caller made it (the same member, or the same browser for a guest); another's key is 409. */
export async function orderForKey(db: Db, key: string, owner: OrderOwner) {
  const [row] = await db
    .select({
      order_token: orders.orderToken,
      order_number: orders.orderNumber,
      memberId: orders.memberId,
      accessTokenId: orders.accessTokenId,
      paymentMethod: orders.paymentMethod,
      paymentStatus: orders.paymentStatus,
      status: orders.status,
      cashCents: orders.cashCents,
    })
    .from(idempotencyKeys)
    .innerJoin(orders, eq(orders.id, idempotencyKeys.orderId))
    .where(eq(idempotencyKeys.key, key));
  if (!row) return undefined;
  const same =
    row.memberId !== null ? row.memberId === owner.memberId : row.accessTokenId === owner.accessTokenId;
  if (!same) throw new ApiError('IDEMPOTENCY_KEY_USED');
  const fpsQr = await readFpsQr(db, { ...row, orderNumber: row.order_number });
  return { order_token: row.order_token, order_number: row.order_number, fps_qr: fpsQr };
}

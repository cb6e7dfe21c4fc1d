import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { ApiError } from '../../http/api-error.ts';
import { idempotencyKeys, orders } from './orders.tables.ts';

/** Thrown inside the transaction when another request already holds the key: the caller answers with that order. */
export class KeyTaken extends Error {}

export interface OrderOwner {
  accessTokenId: number;
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
    })
    .from(idempotencyKeys)
    .innerJoin(orders, eq(orders.id, idempotencyKeys.orderId))
    .where(eq(idempotencyKeys.key, key));
  if (!row) return undefined;
  const same =
    row.memberId !== null ? row.memberId === owner.memberId : row.accessTokenId === owner.accessTokenId;
  if (!same) throw new ApiError('IDEMPOTENCY_KEY_USED');
  return { order_token: row.order_token, order_number: row.order_number };
}

/**
 * Claims the key as the transaction's first write. A concurrent claim of the same key waits on the
 * uncommitted row and then finds it taken (or free again, if the first attempt rolled back).
 */
export async function claimKey(tx: Db, key: string): Promise<void> {
  const claimed = await tx
    .insert(idempotencyKeys)
    .values({ key })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
  if (claimed.length === 0) throw new KeyTaken();
}

export async function bindKey(tx: Db, key: string, orderId: number): Promise<void> {
  await tx.update(idempotencyKeys).set({ orderId }).where(eq(idempotencyKeys.key, key));
}

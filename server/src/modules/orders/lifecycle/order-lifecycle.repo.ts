import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/database.ts';
import { couponUses, orderEvents, orderLines, orders } from '../orders.tables.ts';

export type OrderRow = typeof orders.$inferSelect;
export type OrderLineRow = typeof orderLines.$inferSelect;
export type OrderEventRow = typeof orderEvents.$inferSelect;

/** The first lock of every transition: staff acting on one order at once take turns here. */
export async function lockOrder(tx: Db, orderId: number): Promise<OrderRow | undefined> {
  const [row] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
  return row;
}

export async function linesOf(tx: Db, orderId: number): Promise<OrderLineRow[]> {
  return tx.select().from(orderLines).where(eq(orderLines.orderId, orderId)).orderBy(asc(orderLines.id));
}

/** A voided order no longer counts against the coupon's limits. */
export async function releaseCouponUse(tx: Db, orderId: number): Promise<void> {
  await tx.delete(couponUses).where(eq(couponUses.orderId, orderId));
}

/**
 * Counts units as refunded. The guard (and the line's CHECK) keeps a line from ever being refunded
 * past what was bought, whatever else is in flight; false when it would be.
 */
export async function addRefundedUnits(tx: Db, lineId: number, quantity: number): Promise<boolean> {
  const done = await tx
    .update(orderLines)
    .set({ refundedQuantity: sql`${orderLines.refundedQuantity} + ${quantity}` })
    .where(
      and(
        eq(orderLines.id, lineId),
        sql`${orderLines.refundedQuantity} + ${quantity} <= ${orderLines.quantity}`,
      ),
    )
    .returning({ id: orderLines.id });
  return done.length > 0;
}

export async function updateOrder(tx: Db, orderId: number, changes: Partial<OrderRow>): Promise<OrderRow> {
  const [row] = await tx.update(orders).set(changes).where(eq(orders.id, orderId)).returning();
  return row!;
}

export async function recordOrderEvent(tx: Db, event: typeof orderEvents.$inferInsert): Promise<void> {
  await tx.insert(orderEvents).values(event);
}

/** Refunds already made: each one's reversal key is numbered after them. */
export async function refundsSoFar(tx: Db, orderId: number): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(orderEvents)
    .where(and(eq(orderEvents.orderId, orderId), eq(orderEvents.action, 'refund')));
  return row?.n ?? 0;
}

import { and, asc, eq, gte, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { orderLines, orders } from './orders.tables.ts';

/** What other domains need to know of an order: who placed it, under what number, for how much cash. */
export async function orderHeader(
  tx: Db,
  orderId: number,
): Promise<{ memberId: number | null; orderNumber: string; cashCents: number } | undefined> {
  const [row] = await tx
    .select({ memberId: orders.memberId, orderNumber: orders.orderNumber, cashCents: orders.cashCents })
    .from(orders)
    .where(eq(orders.id, orderId));
  return row;
}

/** An order's lines, by line id: which variant, how many. */
export async function orderLineUnits(
  tx: Db,
  orderId: number,
): Promise<{ id: number; variantId: number | null; quantity: number }[]> {
  return tx
    .select({ id: orderLines.id, variantId: orderLines.variantId, quantity: orderLines.quantity })
    .from(orderLines)
    .where(eq(orderLines.orderId, orderId))
    .orderBy(asc(orderLines.id));
}

/** Cash paid on a member's orders paid since `since`, less the cash refunded on them. */
export async function cashPaidSince(tx: Db, memberId: number, since: Date): Promise<number> {
  const [row] = await tx
    .select({ cents: sql<number>`coalesce(sum(${orders.cashCents} - ${orders.refundedCashCents}), 0)::int` })
    .from(orders)
    .where(and(eq(orders.memberId, memberId), gte(orders.paidAt, since)));
  return row?.cents ?? 0;
}

import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { orderLines, orders } from './orders.tables.ts';

/**
 * Whether the member has a paid order holding the product: the verified-buyer rule of reviews
 * (docs/reviews.md). Paid or partly refunded counts; an unpaid, cancelled or wholly refunded order
 * does not, nor a guest order placed with the same email.
 */
export async function hasPaidOrderHolding(db: Db, memberId: number, productId: number): Promise<boolean> {
  const [row] = await db
    .select({ found: sql<number>`1` })
    .from(orderLines)
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .where(
      and(
        eq(orders.memberId, memberId),
        eq(orderLines.productId, productId),
        inArray(orders.paymentStatus, ['paid', 'partially_refunded']),
      ),
    )
    .limit(1);
  return row !== undefined;
}

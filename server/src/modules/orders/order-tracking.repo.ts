import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { timelineSteps } from './order-timeline.ts';
import { orderEvents, orders } from './orders.tables.ts';

/** The receipt token of the order with this number placed with this email (any letter case), if any. */
export async function orderTokenFor(db: Db, orderNumber: string, email: string): Promise<string | undefined> {
  const [row] = await db
    .select({ token: orders.orderToken })
    .from(orders)
    .where(
      and(eq(orders.orderNumber, orderNumber), sql`lower(${orders.billing}->>'email') = lower(${email})`),
    );
  return row?.token;
}

export async function orderTimeline(db: Db, token: string) {
  const [order] = await db
    .select({
      id: orders.id,
      status: orders.status,
      paymentStatus: orders.paymentStatus,
      createdAt: orders.createdAt,
      paidAt: orders.paidAt,
    })
    .from(orders)
    .where(eq(orders.orderToken, token));
  if (!order) return undefined;
  const events = await db
    .select({ action: orderEvents.action, at: orderEvents.createdAt })
    .from(orderEvents)
    .where(eq(orderEvents.orderId, order.id))
    .orderBy(asc(orderEvents.id));
  return {
    order_status: order.status,
    payment_status: order.paymentStatus,
    steps: timelineSteps({ ...order, events }),
  };
}

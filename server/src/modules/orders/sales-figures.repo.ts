import { and, asc, desc, eq, gte, isNotNull, notInArray, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/database.ts';
import { orderLines, orders } from './orders.tables.ts';

/** Cancelled and fully refunded orders are not sales; partly refunded ones count in full. */
const isSale = notInArray(orders.status, ['cancelled', 'refunded']);

/** The Hong Kong calendar day of a timestamp column (UTC+8 all year, as in the contract's shop-calendar.ts). */
export const hongKongDay = (column: AnyPgColumn) =>
  sql<string>`to_char((${column} AT TIME ZONE 'UTC') + interval '8 hours', 'YYYY-MM-DD')`;

/** Sales (orders and their totals) per Hong Kong day since `since`, for the console's dashboard. */
export async function salesByDay(db: Db, since: Date) {
  const day = hongKongDay(orders.createdAt);
  return db
    .select({
      day,
      ordersCount: sql<number>`count(*)::int`,
      salesCents: sql<number>`coalesce(sum(${orders.totalCents}), 0)::bigint`.mapWith(Number),
    })
    .from(orders)
    .where(and(isSale, gte(orders.createdAt, since)))
    .groupBy(day);
}

/** Orders whose money has not come in yet and that are still going ahead. */
export async function paymentsWaiting(db: Db) {
  const [row] = await db
    .select({
      ordersCount: sql<number>`count(*)::int`,
      cashCents: sql<number>`coalesce(sum(${orders.cashCents}), 0)::bigint`.mapWith(Number),
    })
    .from(orders)
    .where(and(eq(orders.paymentStatus, 'pending'), notInArray(orders.status, ['cancelled'])));
  return row ?? { ordersCount: 0, cashCents: 0 };
}

/** Units sold (less units refunded) per product; free gifts are not sales. */
export async function topProducts(db: Db, since: Date, limit: number) {
  const quantity = sql<number>`sum(${orderLines.quantity} - ${orderLines.refundedQuantity})::int`;
  return db
    .select({
      productId: sql<number>`${orderLines.productId}`,
      nameEn: sql<string>`max(${orderLines.nameEn})`,
      nameZh: sql<string>`max(${orderLines.nameZh})`,
      quantity,
      salesCents:
        sql<number>`sum((${orderLines.quantity} - ${orderLines.refundedQuantity}) * ${orderLines.unitPriceCents})::bigint`.mapWith(
          Number,
        ),
    })
    .from(orderLines)
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .where(
      and(
        isSale,
        gte(orders.createdAt, since),
        isNotNull(orderLines.productId),
        eq(orderLines.isFreeProduct, false),
      ),
    )
    .groupBy(orderLines.productId)
    .having(sql`${quantity} > 0`)
    .orderBy(desc(quantity), asc(orderLines.productId))
    .limit(limit);
}

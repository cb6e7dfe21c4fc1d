import { and, asc, desc, eq, gte, isNotNull, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { orderLines, orders } from '../orders/orders.tables.ts';
import { POINT_TYPE, pointLedger } from '../points/points.tables.ts';

/** Cancelled and fully refunded orders are not sales; partly refunded ones count in full. */
const isSale = notInArray(orders.status, ['cancelled', 'refunded']);

/** The Hong Kong calendar day of a timestamp column (UTC+8 all year, as in the contract's shop-calendar.ts). */
const hongKongDay = (column: typeof orders.createdAt | typeof pointLedger.createdAt) =>
  sql<string>`to_char((${column} AT TIME ZONE 'UTC') + interval '8 hours', 'YYYY-MM-DD')`;

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

/** Beans written to members (earned, given, returned) and taken (spent, expired, reversed) per day. */
export async function beansByDay(db: Db, since: Date) {
  const day = hongKongDay(pointLedger.createdAt);
  const amount = pointLedger.amount;
  return db
    .select({
      day,
      issued: sql<number>`coalesce(sum(${amount}) FILTER (WHERE ${amount} > 0), 0)::bigint`.mapWith(Number),
      burnt: sql<number>`coalesce(-sum(${amount}) FILTER (WHERE ${amount} < 0), 0)::bigint`.mapWith(Number),
    })
    .from(pointLedger)
    .where(and(eq(pointLedger.pointTypeId, POINT_TYPE.beans), gte(pointLedger.createdAt, since)))
    .groupBy(day);
}

import { and, eq, notInArray, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/database.ts';
import { orders } from './orders.tables.ts';

/** Cancelled and fully refunded orders are not sales; partly refunded ones count in full. */
export const isSale = notInArray(orders.status, ['cancelled', 'refunded']);

/** The Hong Kong calendar day of a timestamp column (UTC+8 all year, as in the contract's shop-calendar.ts). */
export const hongKongDate = (column: AnyPgColumn) =>
  sql`((${column} AT TIME ZONE 'UTC') + interval '8 hours')::date`;

/** The same day as the wire writes it; group by `hongKongDate`, which costs half as much per row as formatting. */
export const hongKongDay = (column: AnyPgColumn) =>
  sql<string>`to_char(${hongKongDate(column)}, 'YYYY-MM-DD')`;

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

import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { orderLines, orders } from './orders.tables.ts';
import { type ProductSales, salesDayChanges, salesDays } from './sales-days.tables.ts';
import { isSale } from './sales-figures.repo.ts';

/**
 * A day is kept once it ended two hours ago (by the database's clock): by then no order of it is
 * still committing, and any later change to one of its orders is older than the hour after which
 * the triggers of migration 0035 record it. Later days are summed from the orders on every read.
 */
const keptBefore = sql`hong_kong_day(now() - interval '2 hours')`;

export interface DaySales {
  day: string;
  ordersCount: number;
  salesCents: number;
  products: ProductSales[];
}

/** The orders of Hong Kong day `w.day` (midnight to midnight, UTC+8), by the range of `orders_created`. */
const ofDay = sql`${orders.createdAt} >= (w.day::timestamp - interval '8 hours') AT TIME ZONE 'UTC'
  AND ${orders.createdAt} < (w.day::timestamp + interval '16 hours') AT TIME ZONE 'UTC'`;

/** Units sold less units refunded: a partly refunded order counts its kept units; free gifts are not sales. */
const soldUnits = sql`(${orderLines.quantity} - ${orderLines.refundedQuantity})`;

/**
 * Each day of `days` (a relation of `day` and `changes`) with its sales: orders and their totals,
 * and per product the units and amount sold. Cancelled and fully refunded orders are not sales.
 */
const figuresOf = (days: SQL) => sql`
  SELECT w.day, w.changes, t.orders_count, t.sales_cents, p.products
  FROM ${days} w
  CROSS JOIN LATERAL (
    SELECT count(*)::int AS orders_count, coalesce(sum(${orders.totalCents}), 0)::bigint AS sales_cents
    FROM ${orders} WHERE ${ofDay} AND ${isSale}) t
  CROSS JOIN LATERAL (
    SELECT coalesce(jsonb_agg(jsonb_build_object('productId', x.product_id, 'nameEn', x.name_en,
             'nameZh', x.name_zh, 'quantity', x.quantity, 'salesCents', x.sales_cents)), '[]'::jsonb) AS products
    FROM (
      SELECT ${orderLines.productId} AS product_id, max(${orderLines.nameEn}) AS name_en,
             max(${orderLines.nameZh}) AS name_zh, sum(${soldUnits})::int AS quantity,
             sum(${soldUnits} * ${orderLines.unitPriceCents})::bigint AS sales_cents
      FROM ${orders} JOIN ${orderLines} ON ${orderLines.orderId} = ${orders.id}
      WHERE ${ofDay} AND ${isSale} AND ${orderLines.productId} IS NOT NULL AND NOT ${orderLines.isFreeProduct}
      GROUP BY ${orderLines.productId}) x) p`;

/**
 * The sales of each of `days` (consecutive Hong Kong days) in one statement. Days that may be kept
 * come from `sales_days`; a day missing there, or changed since it was kept (its count of
 * `sales_day_changes` moved), is summed from the orders in this statement's snapshot, answered from
 * that sum and kept for the next read. Today, and yesterday until 02:00, are always summed.
 */
export async function dailySales(db: Db, days: string[]): Promise<DaySales[]> {
  const { rows } = (await db.execute(sql`
    WITH asked AS (
      SELECT d::date AS day FROM generate_series(${days[0]}::date, ${days.at(-1)}::date, interval '1 day') AS d
    ), wanted AS (
      SELECT day, (SELECT count(*) FROM ${salesDayChanges} c WHERE c.day = asked.day)::int AS changes
      FROM asked WHERE day < ${keptBefore}
    ), stale AS (
      SELECT * FROM wanted w
      WHERE NOT EXISTS (SELECT 1 FROM ${salesDays} s WHERE s.day = w.day AND s.changes = w.changes)
    ), live AS (
      SELECT day, 0 AS changes FROM asked WHERE day >= ${keptBefore}
    ), summed AS (${figuresOf(sql`stale`)}
    ), kept AS (
      INSERT INTO ${salesDays} (day, changes, orders_count, sales_cents, products)
      SELECT day, changes, orders_count, sales_cents, products FROM summed
      ON CONFLICT (day) DO UPDATE SET changes = excluded.changes, orders_count = excluded.orders_count,
        sales_cents = excluded.sales_cents, products = excluded.products
      WHERE ${salesDays}.changes < excluded.changes
    )
    SELECT day::text, orders_count, sales_cents, products FROM summed
    UNION ALL
    SELECT s.day::text, s.orders_count, s.sales_cents, s.products
    FROM ${salesDays} s JOIN wanted w ON w.day = s.day AND s.changes = w.changes
    UNION ALL
    SELECT day::text, orders_count, sales_cents, products FROM (${figuresOf(sql`live`)}) l`)) as unknown as {
    rows: { day: string; orders_count: number; sales_cents: string | number; products: ProductSales[] }[];
  };
  return rows.map((r) => ({
    day: r.day,
    ordersCount: Number(r.orders_count),
    salesCents: Number(r.sales_cents),
    products: r.products,
  }));
}

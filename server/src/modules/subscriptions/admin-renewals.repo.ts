import { addDays } from '@shop/contract/shop-calendar';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { orderRows } from '../orders/index.ts';
import { subscriptions } from './subscriptions.tables.ts';

/**
 * Active subscriptions' deliveries from `from` to `to` (Hong Kong days) that have no order yet: the
 * next delivery and those after it on the frequency grid. A delivery the renewal later moves (a
 * blackout, no stock) shows on its grid day until then.
 */
export const scheduledDeliveries = (from: string, to: string): SQL => sql`
  SELECT s.id AS subscription_id, s.variant_id, s.quantity, d::date AS day
  FROM ${subscriptions} s
  CROSS JOIN LATERAL generate_series(
    s.next_date::timestamp, ${to}::date::timestamp, make_interval(weeks => s.frequency_weeks)) AS d
  WHERE s.status = 'active' AND s.next_date <= ${to}::date AND d::date >= ${from}::date
    AND NOT EXISTS (SELECT 1 FROM ${orderRows}
      WHERE orders.subscription_id = s.id AND orders.subscription_date = d::date)`;

/** Rows of a raw query: the drivers answer `{ rows }` on both PGlite and node-postgres. */
export async function rowsOf<T>(db: Db, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** admin_subscription_renewals_get: per delivery day with renewals, their count and units, and when the orders are made. */
export async function renewalsByDay(db: Db, from: string, days: number, cutoffDays: number) {
  const rows = await rowsOf<{ date: string; count: number; units: number }>(
    db,
    sql`SELECT g.day::text AS date, count(*)::int AS count, sum(g.quantity)::int AS units
      FROM (${scheduledDeliveries(from, addDays(from, days - 1))}) g
      GROUP BY g.day ORDER BY g.day`,
  );
  return rows.map((r) => ({ ...r, order_date: addDays(r.date, -cutoffDays) }));
}

import type { RoastPlan } from '@shop/contract/admin/subscriptions-admin.calls';
import { addDays } from '@shop/contract/shop-calendar';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { productRows, variantRows } from '../catalog/index.ts';
import { orderLineRows, orderRows } from '../orders/index.ts';
import { rowsOf, scheduledDeliveries } from './admin-renewals.repo.ts';
import { type RoastNeed, roastPlanOf } from './roast-plan.ts';

/**
 * Grams of each coffee wanted per pickup or delivery day from `from` to `to`: the open orders' units
 * (placed or waiting at the store, refunded units left out) and the active subscriptions' deliveries
 * that have no order yet, times each variant's weight. What is not sold by weight is left out.
 */
function coffeeWanted(db: Db, from: string, to: string): Promise<RoastNeed[]> {
  return rowsOf<RoastNeed>(
    db,
    sql`WITH wanted AS (
        SELECT orders.fulfilment_date AS day, order_lines.variant_id,
          order_lines.quantity - order_lines.refunded_quantity AS units
        FROM ${orderLineRows} JOIN ${orderRows} ON orders.id = order_lines.order_id
        WHERE orders.fulfilment_date BETWEEN ${from}::date AND ${to}::date
          AND orders.status IN ('placed', 'ready_for_pickup')
        UNION ALL
        SELECT g.day, g.variant_id, g.quantity FROM (${scheduledDeliveries(from, to)}) g
      )
      SELECT w.day::text AS day, products.id AS product_id, products.name_en, products.name_zh,
        sum(w.units * variants.weight_grams)::int AS grams
      FROM wanted w
      JOIN ${variantRows} ON variants.id = w.variant_id
      JOIN ${productRows} ON products.id = variants.product_id
      WHERE variants.weight_grams IS NOT NULL
      GROUP BY w.day, products.id, products.name_en, products.name_zh`,
  );
}

/** The day's roast serves the next day's pickups and deliveries (docs/subscriptions.md). */
const ROAST_DAYS_AHEAD = 1;

/** admin_roast_plan_get: `days` roast days from `firstRoastDay`, each coffee's grams per day. */
export async function roastPlan(db: Db, firstRoastDay: string, days: number): Promise<RoastPlan> {
  const firstFor = addDays(firstRoastDay, ROAST_DAYS_AHEAD);
  const needs = await coffeeWanted(db, firstFor, addDays(firstFor, days - 1));
  return roastPlanOf(firstRoastDay, days, ROAST_DAYS_AHEAD, needs);
}

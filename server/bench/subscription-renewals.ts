import { addDays, hongKongMidnight } from '@shop/contract/shop-calendar';
import { sql } from 'drizzle-orm';
import type { Config } from '../src/config/env.ts';
import type { Db } from '../src/db/database.ts';
import { subscriptionRenewalJob } from '../src/flows/subscription-renewal.job.ts';
import { POINT_TYPE } from '../src/modules/points/points.tables.ts';

const VARIANTS = 20;
const CREDIT = 30;

export interface RenewalBench {
  subscriptions: number;
  ordersMade: number;
  seconds: number;
}

const one = async (db: Db, query: ReturnType<typeof sql>): Promise<number> => {
  const { rows } = (await db.execute(query)) as unknown as { rows: { n: number | string }[] };
  return Number(rows[0]!.n);
};

/**
 * `count` members, each with one weekly pickup subscription due on the same day (a third paying by
 * FPS, a third by transfer, a third at the shop; every other one with credit to use first), spread
 * over 20 coffees stocked for all of them; written straight into the tables as a migration would,
 * since signing 10,000 members up is not what is measured.
 */
async function seedSubscriptions(db: Db, count: number, day: string): Promise<void> {
  await db.execute(sql`
    INSERT INTO members (email, first_name, last_name, phone, country_id)
    SELECT 'renewal-' || i || '@bench.example', 'Bench', 'Member ' || i, (50000000 + i)::text,
           (SELECT id FROM countries WHERE iso_code = 'HK')
    FROM generate_series(1, ${count}) AS i`);
  await db.execute(sql`
    INSERT INTO point_ledger (member_id, point_type_id, amount, balance_after, reason, description_en, description_zh)
    SELECT id, ${POINT_TYPE.credit}, ${CREDIT}, 0, 'adjustment', 'Bench credit', '測試購物額'
    FROM members WHERE email LIKE 'renewal-%@bench.example' AND id % 2 = 0`);
  await db.execute(sql`
    WITH coffees AS (
      SELECT v.id, row_number() OVER (ORDER BY v.id) - 1 AS k FROM variants v
      JOIN products p ON p.id = v.product_id
      WHERE p.active AND v.id NOT IN (SELECT variant_id FROM cash_credit_products)
      ORDER BY v.id LIMIT ${VARIANTS}
    ), stocked AS (
      UPDATE variants SET inventory = ${count * 3} WHERE id IN (SELECT id FROM coffees)
    )
    INSERT INTO subscriptions (member_id, variant_id, quantity, frequency_weeks, next_date, unit_price_cents,
      discount_percent, delivery_method, pickup_store_id, timeslot_id, payment_method, use_credit, idempotency_key)
    SELECT m.id, c.id, 1 + m.id % 3, 1, ${day}::date, 9000, 10, 'pickup',
           (SELECT min(id) FROM pickup_stores), (SELECT min(id) FROM timeslots WHERE method = 'pickup'),
           (ARRAY['fps', 'bank_transfer', 'pay_at_store'])[1 + m.id % 3], m.id % 2 = 0, 'bench-' || m.id
    FROM members m JOIN coffees c ON c.k = m.id % ${VARIANTS}
    WHERE m.email LIKE 'renewal-%@bench.example'`);
}

/** The first day from `from` that pickups are open, and a week later too (where the renewal moves it). */
async function openPickupDay(db: Db, from: string): Promise<string> {
  const { rows } = (await db.execute(sql`
    SELECT d::date::text AS day FROM generate_series(${from}::date, ${from}::date + 60, interval '1 day') AS d
    WHERE NOT EXISTS (SELECT 1 FROM blackout_dates b WHERE b.method = 'pickup' AND b.day IN (d::date, d::date + 7))
    ORDER BY d LIMIT 1`)) as unknown as { rows: { day: string }[] };
  return rows[0]!.day;
}

/** Each rule a renewal promises, as a count of the rows that break it; all must be 0. */
const RULES = (day: string): [string, ReturnType<typeof sql>][] => [
  [
    'a due subscription without exactly one order for the day',
    sql`SELECT count(*)::int AS n FROM subscriptions s
         WHERE s.idempotency_key LIKE 'bench-%'
           AND (SELECT count(*) FROM orders o WHERE o.subscription_id = s.id AND o.subscription_date = ${day}::date) <> 1`,
  ],
  [
    'a renewed subscription whose next delivery did not move on a week',
    sql`SELECT count(*)::int AS n FROM subscriptions
         WHERE idempotency_key LIKE 'bench-%' AND next_date <> ${day}::date + 7`,
  ],
  [
    'an order line not at the locked price or quantity',
    sql`SELECT count(*)::int AS n FROM orders o JOIN subscriptions s ON s.id = o.subscription_id
          JOIN order_lines l ON l.order_id = o.id
         WHERE l.unit_price_cents <> s.unit_price_cents OR l.quantity <> s.quantity`,
  ],
  [
    'units ordered that the shelf did not give',
    sql`SELECT count(*)::int AS n FROM variants v
         WHERE v.id IN (SELECT variant_id FROM subscriptions WHERE idempotency_key LIKE 'bench-%')
           AND v.inventory + (SELECT coalesce(sum(l.quantity), 0) FROM order_lines l
                                JOIN orders o ON o.id = l.order_id
                               WHERE l.variant_id = v.id AND o.subscription_id IS NOT NULL)
               <> (SELECT count(*) * 3 FROM subscriptions WHERE idempotency_key LIKE 'bench-%')`,
  ],
  [
    'credit burnt that is not the credit on the orders, or unused while it could pay',
    sql`SELECT count(*)::int AS n FROM subscriptions s JOIN orders o ON o.subscription_id = s.id
         WHERE s.idempotency_key LIKE 'bench-%'
           AND (o.credit_points <> CASE WHEN s.use_credit THEN ${CREDIT} ELSE 0 END
             OR (SELECT coalesce(sum(-amount), 0) FROM point_ledger p
                  WHERE p.member_id = s.member_id AND p.reason = 'order_payment') <> o.credit_points)`,
  ],
];

/**
 * Renews `count` subscriptions due on one day with one run of the renewal job, as the hourly timer
 * would, then checks every rule above. The run is what is timed.
 */
export async function subscriptionRenewals(db: Db, config: Config, count: number): Promise<RenewalBench> {
  const day = await openPickupDay(db, addDays(new Date().toISOString().slice(0, 10), 10));
  await seedSubscriptions(db, count, day);
  const now = new Date(Date.parse(hongKongMidnight(addDays(day, -3))) + 10 * 3_600_000);
  const started = performance.now();
  await subscriptionRenewalJob(config).run(db, now);
  const seconds = (performance.now() - started) / 1000;
  for (const [rule, query] of RULES(day)) {
    const n = await one(db, query);
    if (n !== 0) throw new Error(`after renewing ${count} subscriptions: ${n} × ${rule}`);
  }
  const ordersMade = await one(
    db,
    sql`SELECT count(*)::int AS n FROM orders WHERE subscription_id IS NOT NULL`,
  );
  return { subscriptions: count, ordersMade, seconds };
}

import { sql } from 'drizzle-orm';
import type { Db } from '../src/db/database.ts';
import { POINT_TYPE } from '../src/modules/points/points.tables.ts';

/** The years the orders are spread over, and the last days whose orders are still open. */
const YEARS = 5;
const OPEN_DAYS = 7;
/** Ledger rows of each bench member: 40 of Beans, 10 of credit (5,000,000 for 100,000 members). */
const BEANS_ROWS = 40;
const CREDIT_ROWS = 10;
export const LEDGER_ROWS_PER_MEMBER = BEANS_ROWS + CREDIT_ROWS;
/** The variants the order lines spread over: a shop sells a few dozen coffees, not its whole history. */
const VARIANTS = 50;

/** A whole number written into the statement: typed by PostgreSQL as the column it meets, unlike a parameter. */
const int = (n: number) => sql.raw(String(Math.trunc(n)));

/** A repeatable pseudo-random whole number in [0, n) for row `i` and dimension `salt`. */
const pick = (i: ReturnType<typeof sql>, salt: number, n: number) =>
  sql`(abs(hashint4(${i} * 31 + ${int(salt)})) % ${int(n)})`;

export interface ShopSize {
  orders: number;
  members: number;
}

/** The heavy member's own history, written once, so their calls measure the shop's growth, not theirs. */
export interface HeavyMember {
  memberId: number;
  orders: number;
  ledgerRows: number;
}

/**
 * Grows the bench shop from `from` to `to` orders and members, straight into the tables with
 * set-based statements (as a migration would; placing a million orders through checkout is not what
 * is measured). The first step also gives `heavy` its orders and ledger rows. Triggers and foreign
 * key checks are off for the transaction (`session_replication_role = replica`): the ledger trigger
 * would move a balance row five million times, so the balances are summed from the ledger afterwards
 * instead, and every id written is taken from rows that exist.
 */
export async function growYears(db: Db, from: ShopSize, to: ShopSize, heavy: HeavyMember): Promise<void> {
  await db.transaction(async (tx) => {
    const run = (query: ReturnType<typeof sql>) => tx.execute(query);
    await run(sql`SET LOCAL session_replication_role = replica`);
    await run(sql`
      INSERT INTO members (email, first_name, last_name, phone, country_id, created_at, tokens_valid_after)
      SELECT 'year-' || n || '@bench.example', 'Year', 'Member ' || n, (70000000 + n)::text,
             (SELECT id FROM countries WHERE iso_code = 'HK'),
             now() - make_interval(days => ${pick(sql`n`, 1, YEARS * 365)}), now()
      FROM generate_series(${int(from.members + 1)}, ${int(to.members)}) AS n`);
    const firstMember = await firstBenchMember(tx as unknown as Db, to.members);
    const lastOrderBefore = await lastOrderId(tx as unknown as Db);
    await run(
      ordersAndLines(from.orders, to.orders, to.members, firstMember, from.orders === 0 ? heavy : undefined),
    );
    await run(sql`
      INSERT INTO coupon_uses (coupon_id, member_id, order_id, discount_cents, created_at)
      SELECT coupon_id, member_id, id, discount_cents, created_at FROM orders
      WHERE coupon_id IS NOT NULL AND id > ${int(lastOrderBefore)}`);
    await run(ledger(firstMember + from.members, firstMember + to.members - 1));
    if (from.orders === 0) await run(heavyLedger(heavy));
    await run(sql`
      INSERT INTO point_balances (member_id, point_type_id, balance)
      SELECT member_id, point_type_id, sum(amount) FROM point_ledger
      WHERE member_id BETWEEN ${int(firstMember + from.members)} AND ${int(firstMember + to.members - 1)}
         OR member_id = ${int(heavy.memberId)}
      GROUP BY member_id, point_type_id
      ON CONFLICT (member_id, point_type_id) DO UPDATE SET balance = excluded.balance`);
    // The new orders land in days the dashboard may have kept, behind the triggers that would say so.
    await run(sql`DELETE FROM sales_days`);
  });
  // What autovacuum does for a shop that grew over years rather than in a minute: fresh statistics,
  // and the trigram indexes' pending entries merged (a long pending list makes member search scan).
  await db.execute(
    sql`VACUUM ANALYZE members, orders, order_lines, coupon_uses, point_ledger, point_balances`,
  );
}

async function lastOrderId(db: Db): Promise<number> {
  const { rows } = (await db.execute(sql`SELECT coalesce(max(id), 0) AS id FROM orders`)) as unknown as {
    rows: { id: number }[];
  };
  return rows[0]!.id;
}

/** The bench members' ids run on from the first one's (one INSERT each step, nothing else signing up). */
async function firstBenchMember(db: Db, count: number): Promise<number> {
  const { rows } = (await db.execute(sql`
    SELECT min(id) AS first, max(id) AS last, count(*) AS n FROM members WHERE email LIKE 'year-%@bench.example'`)) as unknown as {
    rows: { first: number; last: number; n: string | number }[];
  };
  const { first, last, n } = rows[0]!;
  if (Number(n) !== count || last - first + 1 !== count)
    throw new Error('bench members are not one run of ids');
  return first;
}

/**
 * Orders `from + 1` to `to` (order number `Y<i>`), each with 1 to 3 lines, placed at a pseudo-random
 * moment of the last five years: the older ones completed (some cancelled, refunded or partly
 * refunded), those of the last week still open. 60 % pickups, 70 % by members, 5 % of the members'
 * orders with the seed's first coupon; the heavy member's come first.
 */
function ordersAndLines(from: number, to: number, members: number, firstMember: number, heavy?: HeavyMember) {
  const i = sql`i`;
  const heavyOrders = heavy?.orders ?? 0;
  return sql`
    WITH line_variants AS (
      SELECT row_number() OVER (ORDER BY v.id) - 1 AS k, v.id, v.product_id, v.sku, v.retail_price_cents,
             v.sale_price_cents, p.name_en, p.name_zh, p.name_cn
      FROM variants v JOIN products p ON p.id = v.product_id
      WHERE p.active AND v.id NOT IN (SELECT variant_id FROM cash_credit_products WHERE variant_id IS NOT NULL)
      ORDER BY v.id LIMIT ${int(VARIANTS)}
    ), slot AS (
      SELECT (SELECT min(id) FROM timeslots WHERE method = 'pickup') AS pickup_slot,
             (SELECT min(id) FROM timeslots WHERE method = 'delivery') AS delivery_slot,
             (SELECT array_agg(id ORDER BY id) FROM pickup_stores) AS stores,
             (SELECT d.id FROM delivery_countries d JOIN countries c ON c.id = d.country_id
               WHERE c.iso_code = 'HK') AS hk,
             (SELECT min(id) FROM coupons) AS coupon,
             (SELECT count(*) FROM line_variants) AS nv
    ), picked AS (
      SELECT i,
             now() - make_interval(secs => ${pick(i, 2, YEARS * 365 * 86_400)}) AS created_at,
             ${pick(i, 3, 10)} < 6 AS pickup,
             ${pick(i, 4, 100)} AS fate,
             CASE WHEN ${i} <= ${int(heavyOrders)} THEN ${int(heavy?.memberId ?? 0)}
                  WHEN ${pick(i, 5, 10)} < 7 THEN ${int(firstMember)} + ${pick(i, 6, members)} END AS member_id,
             1 + ${pick(i, 7, 3)} AS line_count
      FROM generate_series(${int(from + 1)}, ${int(to)}) AS i
    ), shaped AS (
      SELECT p.*, s.*,
             p.created_at > now() - interval '${sql.raw(String(OPEN_DAYS))} days' AS open,
             CASE WHEN p.pickup THEN (ARRAY['fps', 'bank_transfer', 'pay_at_store'])[1 + ${pick(i, 8, 3)}]
                  ELSE (ARRAY['fps', 'bank_transfer'])[1 + ${pick(i, 8, 2)}] END AS payment_method,
             (SELECT sum(lv.sale_price_cents * (1 + (${i} + n) % 2)) FROM generate_series(1, p.line_count) AS n
                JOIN line_variants lv ON lv.k = (${i} * 7 + n) % s.nv) AS subtotal,
             CASE WHEN p.member_id IS NOT NULL AND ${pick(i, 9, 20)} = 0 THEN s.coupon END AS coupon_id
      FROM picked p CROSS JOIN slot s
    ), stated AS (
      SELECT *,
             CASE WHEN NOT open THEN
                    CASE WHEN fate < 88 THEN 'completed' WHEN fate < 94 THEN 'cancelled'
                         WHEN fate < 97 THEN 'refunded' ELSE 'completed' END
                  WHEN fate < 40 THEN 'placed'
                  WHEN fate < 75 THEN CASE WHEN pickup THEN 'ready_for_pickup' ELSE 'out_for_delivery' END
                  ELSE 'completed' END AS status,
             CASE WHEN NOT open THEN
                    CASE WHEN fate < 88 THEN 'paid' WHEN fate < 94 THEN 'pending'
                         WHEN fate < 97 THEN 'refunded' ELSE 'partially_refunded' END
                  WHEN fate < 20 AND created_at > now() - interval '1 day' THEN 'pending'
                  ELSE 'paid' END AS payment_status,
             CASE WHEN pickup THEN 0 ELSE 3000 END AS shipping_fee,
             CASE WHEN coupon_id IS NULL THEN 0 ELSE 1000 END AS discount
      FROM shaped
    ), written AS (
      INSERT INTO orders (order_number, order_token, member_id, delivery_method, pickup_store_id,
        delivery_country_id, fulfilment_date, timeslot_id, payment_method, payment_status, status, paid_at,
        billing, shipping, coupon_id, coupon_code, subtotal_cents, discount_cents, shipping_fee_cents,
        credit_points, credit_cents, total_cents, cash_cents, refunded_cash_cents, created_at, payment_due_at)
      SELECT 'Y' || i, md5('bench-order-' || i),
             member_id, CASE WHEN pickup THEN 'pickup' ELSE 'delivery' END,
             CASE WHEN pickup THEN stores[1 + ${pick(i, 10, 1000)} % cardinality(stores)] END,
             CASE WHEN pickup THEN NULL ELSE hk END,
             ((created_at AT TIME ZONE 'UTC' + interval '8 hours')::date + 1 + ${pick(i, 11, 3)})::date,
             CASE WHEN pickup THEN pickup_slot ELSE delivery_slot END,
             payment_method, payment_status, status,
             CASE WHEN payment_status <> 'pending' THEN created_at + interval '1 hour' END,
             billing, CASE WHEN pickup THEN NULL ELSE billing END,
             coupon_id, CASE WHEN coupon_id IS NULL THEN '' ELSE 'BENCH' END,
             subtotal, discount, shipping_fee, 0, 0,
             subtotal - discount + shipping_fee, subtotal - discount + shipping_fee,
             CASE payment_status WHEN 'refunded' THEN subtotal - discount + shipping_fee
                                 WHEN 'partially_refunded' THEN least(1000, subtotal - discount + shipping_fee) ELSE 0 END,
             created_at,
             CASE WHEN payment_status = 'pending' AND status = 'placed' AND payment_method <> 'pay_at_store'
                  THEN created_at + interval '2 days' END
      FROM stated CROSS JOIN LATERAL (SELECT jsonb_build_object(
             'firstName', 'Year', 'lastName', 'Customer ' || i,
             'email', coalesce('member-' || member_id, 'guest-' || i) || '@bench.example',
             'phone', (60000000 + i % 30000000)::text, 'address', 'Flat ' || i % 100 || ', Bench Road',
             'companyName', '', 'countryNameEn', 'Hong Kong', 'countryNameZh', '香港',
             'city', 'Hong Kong', 'state', '', 'postalCode', '') AS billing) b
      -- Oldest first, as a shop writes them: the table's order follows time, as it would in production.
      ORDER BY created_at
      RETURNING id, substr(order_number, 2)::int AS i, status, payment_status
    )
    INSERT INTO order_lines (order_id, variant_id, product_id, sku, name_en, name_zh, name_cn,
      retail_price_cents, unit_price_cents, quantity, sort_order, refunded_quantity)
    SELECT w.id, lv.id, lv.product_id, lv.sku, lv.name_en, lv.name_zh, lv.name_cn,
           lv.retail_price_cents, lv.sale_price_cents, 1 + (w.i + n) % 2, n,
           CASE WHEN w.status = 'refunded' THEN 1 + (w.i + n) % 2 ELSE 0 END
    FROM written w CROSS JOIN slot
    CROSS JOIN LATERAL generate_series(1, 1 + ${pick(sql`w.i`, 7, 3)}) AS n
    JOIN line_variants lv ON lv.k = (w.i * 7 + n) % slot.nv`;
}

/**
 * Each bench member's ledger: 40 Beans rows then 10 credit rows over the five years, every fourth
 * row of a type a spend of 50 after three earnings of 100, so no balance ever falls below zero and
 * each row's balance after is known without reading the ones before it.
 */
function ledger(firstId: number, lastId: number) {
  const j = sql`(CASE WHEN k <= ${int(BEANS_ROWS)} THEN k ELSE k - ${int(BEANS_ROWS)} END)`;
  return sql`
    INSERT INTO point_ledger (member_id, point_type_id, amount, balance_after, reason, description_en,
      description_zh, created_at)
    SELECT m, CASE WHEN k <= ${int(BEANS_ROWS)} THEN ${int(POINT_TYPE.beans)} ELSE ${int(POINT_TYPE.credit)} END,
           CASE WHEN ${j} % 4 = 0 THEN -50 ELSE 100 END,
           100 * (${j} - ${j} / 4) - 50 * (${j} / 4),
           CASE WHEN ${j} % 4 = 0 THEN 'order_payment' ELSE 'order_earned' END,
           'Bench order', '測試訂單',
           now() - make_interval(days => ${int(YEARS * 365)} * (${int(LEDGER_ROWS_PER_MEMBER + 1)} - k) / ${int(LEDGER_ROWS_PER_MEMBER + 1)},
                                 secs => ${pick(sql`m`, 12, 86_400)})
    FROM generate_series(${int(firstId)}, ${int(lastId)}) AS m CROSS JOIN generate_series(1, ${int(LEDGER_ROWS_PER_MEMBER)}) AS k`;
}

/** The heavy member's Beans, earned and spent as above, on top of what they held before. */
function heavyLedger(heavy: HeavyMember) {
  return sql`
    INSERT INTO point_ledger (member_id, point_type_id, amount, balance_after, reason, description_en,
      description_zh, created_at)
    SELECT ${int(heavy.memberId)}, ${int(POINT_TYPE.beans)}, CASE WHEN j % 4 = 0 THEN -50 ELSE 100 END,
           before.balance + 100 * (j - j / 4) - 50 * (j / 4),
           CASE WHEN j % 4 = 0 THEN 'order_payment' ELSE 'order_earned' END, 'Bench order', '測試訂單',
           now() - make_interval(mins => ${int(heavy.ledgerRows)} - j)
    FROM generate_series(1, ${int(heavy.ledgerRows)}) AS j
    CROSS JOIN (SELECT coalesce((SELECT balance FROM point_balances
                 WHERE member_id = ${int(heavy.memberId)} AND point_type_id = ${int(POINT_TYPE.beans)}), 0) AS balance) before`;
}

import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../src/db/database.ts';

/*
 * What the database must hold whatever was sent (docs/security.md), each as a query answering the
 * rows that break it. An empty list everywhere means the database is consistent.
 */

async function rows(db: Db, query: SQL): Promise<Record<string, unknown>[]> {
  return ((await db.execute(query)) as unknown as { rows: Record<string, unknown>[] }).rows;
}

const checks = {
  balanceIsLedgerSum: sql`
    SELECT b.member_id, b.point_type_id, b.balance, coalesce(sum(l.amount), 0) AS ledger_sum
    FROM point_balances b
    LEFT JOIN point_ledger l ON l.member_id = b.member_id AND l.point_type_id = b.point_type_id
    GROUP BY b.member_id, b.point_type_id, b.balance
    HAVING b.balance <> coalesce(sum(l.amount), 0)`,
  ledgerWithoutBalance: sql`
    SELECT l.member_id, l.point_type_id FROM point_ledger l
    LEFT JOIN point_balances b ON b.member_id = l.member_id AND b.point_type_id = l.point_type_id
    WHERE b.member_id IS NULL GROUP BY l.member_id, l.point_type_id`,
  negativeBalance: sql`SELECT member_id, point_type_id, balance FROM point_balances WHERE balance < 0`,
  negativeStock: sql`SELECT id, inventory FROM variants WHERE inventory < 0`,
  subtotalNotLines: sql`
    SELECT o.id FROM orders o JOIN order_lines l ON l.order_id = o.id
    GROUP BY o.id, o.subtotal_cents HAVING o.subtotal_cents <> sum(l.unit_price_cents * l.quantity)`,
  orderWithoutLines: sql`
    SELECT o.id FROM orders o WHERE NOT EXISTS (SELECT 1 FROM order_lines l WHERE l.order_id = o.id)`,
  keyWithSeveralOrders: sql`
    SELECT k.key FROM idempotency_keys k JOIN orders o ON o.id = k.order_id
    GROUP BY k.key HAVING count(*) > 1`,
  couponOverUsed: sql`
    SELECT c.id, c.usage_limit, count(u.id) AS uses FROM coupons c JOIN coupon_uses u ON u.coupon_id = c.id
    WHERE c.usage_limit IS NOT NULL GROUP BY c.id, c.usage_limit HAVING count(u.id) > c.usage_limit`,
  couponOverUsedByMember: sql`
    SELECT c.id, u.member_id, count(u.id) AS uses FROM coupons c JOIN coupon_uses u ON u.coupon_id = c.id
    WHERE c.per_member_limit IS NOT NULL
    GROUP BY c.id, c.per_member_limit, u.member_id HAVING count(u.id) > c.per_member_limit`,
};

export type InvariantName = keyof typeof checks;

/** Every broken invariant with the rows that break it; `{}` when all hold. */
export async function brokenInvariants(db: Db): Promise<Partial<Record<InvariantName, unknown[]>>> {
  const broken: Partial<Record<InvariantName, unknown[]>> = {};
  for (const [name, query] of Object.entries(checks) as [InvariantName, SQL][]) {
    const found = await rows(db, query);
    if (found.length > 0) broken[name] = found;
  }
  return broken;
}

/** Inventory of every variant, to compare before and after a load. */
export async function stockSnapshot(db: Db): Promise<Map<number, number>> {
  const found = await rows(db, sql`SELECT id, inventory FROM variants`);
  return new Map(found.map((r) => [Number(r.id), Number(r.inventory)]));
}

/**
 * Variants whose stock moved by anything other than the units ordered since `before` was taken
 * (nothing the storefront can call puts stock back or takes it without an order).
 */
export async function stockNotMatchingOrders(db: Db, before: Map<number, number>, ordersAfterId: number) {
  const ordered = await rows(
    db,
    sql`SELECT l.variant_id, sum(l.quantity) AS units FROM order_lines l
        WHERE l.order_id > ${ordersAfterId} AND l.variant_id IS NOT NULL GROUP BY l.variant_id`,
  );
  const units = new Map(ordered.map((r) => [Number(r.variant_id), Number(r.units)]));
  const now = await stockSnapshot(db);
  return [...now].flatMap(([id, inventory]) => {
    const expected = (before.get(id) ?? inventory) - (units.get(id) ?? 0);
    return inventory === expected
      ? []
      : [{ variant: id, before: before.get(id), ordered: units.get(id), inventory }];
  });
}

export async function lastOrderId(db: Db): Promise<number> {
  const [row] = await rows(db, sql`SELECT coalesce(max(id), 0) AS id FROM orders`);
  return Number(row?.id ?? 0);
}

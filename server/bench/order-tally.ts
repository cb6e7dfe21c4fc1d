import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../src/db/database.ts';
import { variants } from '../src/modules/catalog/catalog.tables.ts';
import { orderLines, orders } from '../src/modules/orders/orders.tables.ts';

const one = async (query: Promise<{ n: number }[]>) => Number((await query)[0]!.n);

async function counts(db: Db, variantIds: readonly number[]) {
  const ids = [...variantIds];
  return {
    orders: await one(db.select({ n: sql<number>`count(*)::int` }).from(orders)),
    units: await one(
      db
        .select({ n: sql<number>`coalesce(sum(${orderLines.quantity}), 0)::int` })
        .from(orderLines)
        .where(inArray(orderLines.variantId, ids)),
    ),
    stock: await one(
      db
        .select({ n: sql<number>`coalesce(sum(${variants.inventory}), 0)::int` })
        .from(variants)
        .where(inArray(variants.id, ids)),
    ),
  };
}

/**
 * Taken before a load that places orders for `variantIds` (and nothing else writing orders); `check`
 * afterwards holds the database against what the load was told: the orders written equal the orders
 * acknowledged, and the stock taken equals the units on the new orders (nothing oversold or lost).
 */
export async function startOrderTally(db: Db, variantIds: readonly number[]) {
  const before = await counts(db, variantIds);
  return {
    async check(acknowledged: number, after: string): Promise<{ placed: number; units: number }> {
      const now = await counts(db, variantIds);
      const placed = now.orders - before.orders;
      const taken = before.stock - now.stock;
      const units = now.units - before.units;
      if (taken !== units || placed !== acknowledged) {
        throw new Error(
          `after ${after}, stock and orders disagree: ${taken} units taken, ${units} units on orders; ` +
            `${placed} orders written, ${acknowledged} acknowledged`,
        );
      }
      return { placed, units };
    },
  };
}

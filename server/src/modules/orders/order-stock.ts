import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { outOfStock } from '../cart/cart-messages.ts';
import type { PricedLine } from '../cart/cart-pricing.ts';

interface Taking {
  id: number;
  /** Before this order took any. */
  inventory: number;
  taken: boolean;
}

/**
 * Every line's variant in one statement. `locked` takes the row locks in variant id order, so two
 * orders cannot deadlock; NO KEY UPDATE (the lock the UPDATE itself takes) leaves alone the key-share
 * locks that the order lines already written hold on their variants. `all_locked` is an aggregate, so it has consumed `locked` (every lock held)
 * before the UPDATE can join a single row. The guard `inventory >= wanted` is judged on the locked,
 * newest row, so stock never goes below zero.
 */
async function takeInOneStatement(tx: Db, wanted: Map<number, number>): Promise<Taking[]> {
  const ids = [...wanted.keys()];
  const quantities = ids.map((id) => wanted.get(id)!);
  const result = await tx.execute(sql`
    WITH wanted AS (
      SELECT * FROM unnest(${`{${ids.join(',')}}`}::int[], ${`{${quantities.join(',')}}`}::int[]) AS w (id, quantity)
    ),
    locked AS (
      SELECT v.id, v.inventory FROM variants v WHERE v.id IN (SELECT id FROM wanted) ORDER BY v.id
      FOR NO KEY UPDATE
    ),
    all_locked AS (SELECT count(*) AS n FROM locked),
    taken AS (
      UPDATE variants v SET inventory = v.inventory - w.quantity
      FROM wanted w, all_locked
      WHERE v.id = w.id AND all_locked.n > 0 AND v.inventory >= w.quantity
      RETURNING v.id
    )
    SELECT locked.id, locked.inventory, EXISTS (SELECT 1 FROM taken WHERE taken.id = locked.id) AS taken
    FROM locked`);
  return (result as unknown as { rows: Taking[] }).rows;
}

/**
 * Takes every line's stock. A paid line that no longer fits fails the order, naming what is left; a
 * gift that ran out is simply not given. Answers the gifts' variants that ran out.
 */
export async function takeStock(tx: Db, lines: PricedLine[]): Promise<number[]> {
  const wanted = new Map<number, number>();
  for (const line of lines) wanted.set(line.variant.id, (wanted.get(line.variant.id) ?? 0) + line.quantity);
  const takings = await takeInOneStatement(tx, wanted);
  const giftsGone: number[] = [];
  for (const [variantId] of [...wanted].sort(([a], [b]) => a - b)) {
    const taking = takings.find((t) => t.id === variantId);
    if (taking?.taken) continue;
    const paid = lines.find((l) => l.variant.id === variantId && !l.isGift);
    if (!paid) {
      giftsGone.push(variantId);
      continue;
    }
    throw outOfStock({ ...paid, variant: { ...paid.variant, inventory: taking?.inventory ?? 0 } }, 0);
  }
  return giftsGone;
}

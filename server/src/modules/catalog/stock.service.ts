import { eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { ApiError } from '../../http/api-error.ts';
import { violatedConstraintOf } from '../../lib/sql-state.ts';
import { variants } from './catalog.tables.ts';

/**
 * The one writer of a variant's stock. Every change is an UPDATE judged on the newest row, guarded by
 * its WHERE or by the CHECK `variants_inventory_non_negative`, so stock never goes below zero, and
 * every writer that takes several variants' row locks takes them in variant id order, so two orders
 * (or an order and a refund) cannot deadlock.
 */

export interface Taking {
  variantId: number;
  /** Before this order took any. */
  inventory: number;
  taken: boolean;
}

/**
 * Takes the wanted quantity of each variant in one statement; answers, per variant, whether it was
 * taken and how many there were. `locked` takes the row locks in variant id order; NO KEY UPDATE (the
 * lock the UPDATE itself takes) leaves alone the key-share locks that order lines already written hold
 * on their variants. `all_locked` is an aggregate, so it has consumed `locked` (every lock held) before
 * the UPDATE can join a single row. The guard `inventory >= wanted` is judged on the locked, newest
 * row. Nothing is taken of a variant that falls short: the caller decides what that means.
 */
export async function takeStock(tx: Db, wanted: Map<number, number>): Promise<Taking[]> {
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
    SELECT locked.id AS "variantId", locked.inventory, EXISTS (SELECT 1 FROM taken WHERE taken.id = locked.id) AS taken
    FROM locked`);
  return (result as unknown as { rows: Taking[] }).rows;
}

/**
 * Every wanted unit or an error, as parts of a caller's data-modifying WITH, so the statement that
 * writes an order also takes its stock. One plain UPDATE per variant, in variant id order: each
 * waits (its one-time filter) until the one before has updated its row. A plain UPDATE queues on a
 * busy row and is judged on its newest version. `takeStock`'s lock-then-update, put inside the
 * order's writes, deadlocked about one order in ten among 20 buyers of one variant: a waiter's
 * FOR NO KEY UPDATE holds the old row version's tuple lock while it waits for the holder, whose
 * UPDATE, starting from the same old version, needs that tuple lock. There is no guard in the WHERE:
 * a variant that falls short breaks `variants_inventory_non_negative`, and the statement fails
 * (`isStockShort`), taking nothing and writing nothing.
 */
export function takeAllStock(wanted: Map<number, number>): [name: string, query: SQL][] {
  const ids = [...wanted.keys()].sort((a, b) => a - b);
  return ids.map((id, i) => {
    const afterPrevious =
      i === 0 ? sql`` : sql`AND (SELECT count(*) FROM ${sql.identifier(`stock_taken_${i - 1}`)}) IS NOT NULL`;
    return [
      `stock_taken_${i}`,
      sql`UPDATE variants SET inventory = inventory - ${wanted.get(id)!} WHERE id = ${id} ${afterPrevious} RETURNING id`,
    ];
  });
}

/** Whether a statement failed because a variant had fewer units than it took (`takeAllStock`). */
export function isStockShort(error: unknown): boolean {
  return violatedConstraintOf(error) === 'variants_inventory_non_negative';
}

/** Puts units back on the shelf in variant id order, the order checkout takes them in (no deadlock). */
export async function returnStock(
  tx: Db,
  units: { variantId: number | null; quantity: number }[],
): Promise<void> {
  const byVariant = new Map<number, number>();
  for (const { variantId, quantity } of units) {
    // A line whose variant was deleted since has no shelf to go back to.
    if (variantId !== null) byVariant.set(variantId, (byVariant.get(variantId) ?? 0) + quantity);
  }
  for (const [variantId, quantity] of [...byVariant].sort(([a], [b]) => a - b)) {
    await tx
      .update(variants)
      .set({ inventory: sql`${variants.inventory} + ${quantity}` })
      .where(eq(variants.id, variantId));
  }
}

/**
 * A staff correction: moves a variant's stock by `change` with one guarded UPDATE, so two adjustments
 * (or an adjustment and a checkout) at once can neither lose a change nor take stock below zero.
 * Answers the variant's SKU and its stock after the change.
 */
export async function changeStock(
  tx: Db,
  variantId: number,
  change: number,
): Promise<{ sku: string; inventory: number }> {
  const result = await tx.execute(sql`
    UPDATE variants SET inventory = inventory + ${change}
    WHERE id = ${variantId} AND inventory + ${change} >= 0
    RETURNING sku, inventory`);
  const [row] = (result as unknown as { rows: { sku: string; inventory: number }[] }).rows;
  if (row) return row;
  const exists = await tx.execute(sql`SELECT inventory FROM variants WHERE id = ${variantId}`);
  const [current] = (exists as unknown as { rows: { inventory: number }[] }).rows;
  if (!current)
    throw new ApiError('NOT_FOUND', { en: 'This variant was not found.', zh: '找不到這個款式。' });
  throw new ApiError('VALIDATION_FAILED', {
    en: `Only ${current.inventory} in stock: cannot remove ${-change}.`,
    zh: `庫存只有 ${current.inventory} 件，不能減少 ${-change} 件。`,
  });
}

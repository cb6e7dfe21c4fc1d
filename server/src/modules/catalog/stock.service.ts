import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { ApiError } from '../../http/api-error.ts';
import { variants } from './catalog.tables.ts';

/**
 * The one writer of a variant's stock. Every change is a guarded UPDATE judged on the newest row,
 * so stock never goes below zero, and every writer that takes several variants' row locks takes them
 * in variant id order, so two orders (or an order and a refund) cannot deadlock.
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

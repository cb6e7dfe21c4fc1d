import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/database.ts';
import { ApiError } from '../../../http/api-error.ts';
import { recordAudit } from '../audit.ts';

interface Adjustment {
  variantId: number;
  change: number;
  reason: string;
}

/**
 * Moves a variant's stock by `change` with one guarded UPDATE, so two adjustments (or an adjustment
 * and a checkout) at once can neither lose a change nor take stock below zero.
 */
export async function adjustStock(db: Db, staffId: number, a: Adjustment): Promise<number> {
  return db.transaction(async (tx) => {
    const result = await tx.execute(sql`
      UPDATE variants SET inventory = inventory + ${a.change}
      WHERE id = ${a.variantId} AND inventory + ${a.change} >= 0
      RETURNING sku, inventory`);
    const [row] = (result as unknown as { rows: { sku: string; inventory: number }[] }).rows;
    if (!row) {
      const exists = await tx.execute(sql`SELECT inventory FROM variants WHERE id = ${a.variantId}`);
      const [current] = (exists as unknown as { rows: { inventory: number }[] }).rows;
      if (!current)
        throw new ApiError('NOT_FOUND', { en: 'This variant was not found.', zh: '找不到這個款式。' });
      throw new ApiError('VALIDATION_FAILED', {
        en: `Only ${current.inventory} in stock: cannot remove ${-a.change}.`,
        zh: `庫存只有 ${current.inventory} 件，不能減少 ${-a.change} 件。`,
      });
    }
    await recordAudit(tx, {
      staffId,
      action: 'stock.adjust',
      entity: 'variant',
      entityId: a.variantId,
      before: { sku: row.sku, stock: row.inventory - a.change },
      after: { sku: row.sku, stock: row.inventory, change: a.change, reason: a.reason },
    });
    return row.inventory;
  });
}

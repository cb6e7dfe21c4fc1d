import type { Db } from '../../../db/database.ts';
import { changeStock } from '../../catalog/index.ts';
import { recordAudit } from '../audit.ts';

interface Adjustment {
  variantId: number;
  change: number;
  reason: string;
}

/** A staff stock correction through catalog's stock writer, audited in the same transaction. */
export async function adjustStock(db: Db, staffId: number, a: Adjustment): Promise<number> {
  return db.transaction(async (tx) => {
    const row = await changeStock(tx, a.variantId, a.change);
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

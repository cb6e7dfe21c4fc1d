import { asc, count, desc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { productRows, variantName, variantRows } from '../catalog/index.ts';
import { stockNotifyRequests as requests } from './stock-notify.tables.ts';

/**
 * The variants with the most open back-in-stock requests, most first: the console's restock hint.
 * A variant back in stock keeps its requests open only until the next run of the job answers them.
 */
export async function restockWaiting(db: Db, limit: number) {
  const open = db
    .select({ variantId: requests.variantId, waiting: count().as('waiting') })
    .from(requests)
    .where(isNull(requests.notifiedAt))
    .groupBy(requests.variantId)
    .as('open_requests');
  const rows = await db
    .select({
      variantId: variantRows.id,
      productId: productRows.id,
      nameEn: productRows.nameEn,
      nameZh: productRows.nameZh,
      options: variantRows.options,
      sku: variantRows.sku,
      stock: variantRows.inventory,
      waiting: open.waiting,
    })
    .from(open)
    .innerJoin(variantRows, eq(variantRows.id, open.variantId))
    .innerJoin(productRows, eq(productRows.id, variantRows.productId))
    .orderBy(desc(open.waiting), asc(variantRows.id))
    .limit(limit);
  return rows.map(({ variantId, productId, nameEn, nameZh, options, sku, stock, waiting }) => {
    const line = { product: { nameEn, nameZh }, variant: { options } };
    return {
      variant_id: variantId,
      product_id: productId,
      name_en: variantName(line, 'en'),
      name_zh: variantName(line, 'zh'),
      sku,
      stock,
      waiting,
    };
  });
}

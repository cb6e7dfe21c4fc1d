import { eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { createHiddenProduct } from '../catalog/index.ts';
import { cashCreditProducts } from './points.tables.ts';

/**
 * Credit is not a stock item, but order lines take stock: a stock no shop will sell through keeps the
 * ordinary cart and checkout working unchanged (docs/loyalty.md).
 */
export const CREDIT_PACK_STOCK = 1_000_000;

/**
 * Gives every cash credit pack without one its own catalog product and variant, priced at the pack's
 * price. The product is inactive, so no listing, search or product page shows it; the cart sells it
 * because the pack points at it (`productInfo.active` in the cart's cart-rules.ts).
 */
export async function backCashCreditPacks(db: Db): Promise<void> {
  const packs = await db.select().from(cashCreditProducts).where(isNull(cashCreditProducts.variantId));
  for (const pack of packs) {
    const variantId = await createHiddenProduct(db, {
      slug: `credit-pack-${pack.id}`,
      nameEn: pack.nameEn,
      nameZh: pack.nameZh,
      sku: `CREDIT-PACK-${pack.id}`,
      priceCents: pack.priceCents,
      inventory: CREDIT_PACK_STOCK,
      image: pack.thumbnail,
    });
    await db.update(cashCreditProducts).set({ variantId }).where(eq(cashCreditProducts.id, pack.id));
  }
}

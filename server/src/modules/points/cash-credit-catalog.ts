import { eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { products, variants } from '../catalog/catalog.tables.ts';
import { cashCreditProducts } from './points.tables.ts';

/**
 * Credit is not a stock item, but order lines take stock: a stock no shop will sell through keeps the
 * ordinary cart and checkout working unchanged (docs/loyalty.md).
 */
export const CREDIT_PACK_STOCK = 1_000_000;

/**
 * Gives every cash credit pack without one its own catalog product and variant, priced at the pack's
 * price. The product is inactive, so no listing, search or product page shows it; the cart sells it
 * because the pack points at it (`productInfo.active` in the cart repository).
 */
export async function backCashCreditPacks(db: Db): Promise<void> {
  const packs = await db.select().from(cashCreditProducts).where(isNull(cashCreditProducts.variantId));
  for (const pack of packs) {
    const [product] = await db
      .insert(products)
      .values({
        slug: `credit-pack-${pack.id}`,
        nameEn: pack.nameEn,
        nameZh: pack.nameZh,
        nameCn: pack.nameZh,
        descriptionEn: pack.nameEn,
        descriptionZh: pack.nameZh,
        descriptionCn: pack.nameZh,
        active: false,
      })
      .returning({ id: products.id });
    const [variant] = await db
      .insert(variants)
      .values({
        productId: product!.id,
        sku: `CREDIT-PACK-${pack.id}`,
        retailPriceCents: pack.priceCents,
        salePriceCents: pack.priceCents,
        inventory: CREDIT_PACK_STOCK,
        images: pack.thumbnail ? [pack.thumbnail] : [],
      })
      .returning({ id: variants.id });
    await db
      .update(cashCreditProducts)
      .set({ variantId: variant!.id })
      .where(eq(cashCreditProducts.id, pack.id));
  }
}

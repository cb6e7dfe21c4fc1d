import { freeGiftRules } from '../../../modules/cart/cart.tables.ts';
import { products, variants } from '../../../modules/catalog/catalog.tables.ts';
import type { Db } from '../../database.ts';
import { productImages } from '../catalog/build-variants.ts';
import { GIFT_PRODUCT, GIFT_RULE, GIFT_VARIANT } from './free-gift.data.ts';

/** The promotion the demo shop runs: a free gift over a spend threshold. */
export async function seedCart(db: Db): Promise<void> {
  const [product] = await db
    .insert(products)
    .values({ ...GIFT_PRODUCT, tags: [...GIFT_PRODUCT.tags], active: false })
    .returning({ id: products.id });
  const { imageSlug, ...variant } = GIFT_VARIANT;
  const [gift] = await db
    .insert(variants)
    .values({
      ...variant,
      productId: product!.id,
      salePriceCents: variant.retailPriceCents,
      images: productImages(imageSlug),
    })
    .returning({ id: variants.id });
  await db.insert(freeGiftRules).values({ ...GIFT_RULE, giftVariantId: gift!.id });
}

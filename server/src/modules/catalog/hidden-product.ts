import type { Db } from '../../db/database.ts';
import { products, variants } from './catalog.tables.ts';

export interface HiddenProduct {
  slug: string;
  nameEn: string;
  nameZh: string;
  sku: string;
  priceCents: number;
  inventory: number;
  image: string;
}

/**
 * An inactive product with one variant, for something another domain sells through the ordinary cart
 * (a cash credit pack): no listing, search or product page shows it. Answers the variant's id.
 */
export async function createHiddenProduct(db: Db, item: HiddenProduct): Promise<number> {
  const [product] = await db
    .insert(products)
    .values({
      slug: item.slug,
      nameEn: item.nameEn,
      nameZh: item.nameZh,
      nameCn: item.nameZh,
      descriptionEn: item.nameEn,
      descriptionZh: item.nameZh,
      descriptionCn: item.nameZh,
      active: false,
    })
    .returning({ id: products.id });
  const [variant] = await db
    .insert(variants)
    .values({
      productId: product!.id,
      sku: item.sku,
      retailPriceCents: item.priceCents,
      salePriceCents: item.priceCents,
      inventory: item.inventory,
      images: item.image ? [item.image] : [],
    })
    .returning({ id: variants.id });
  return variant!.id;
}

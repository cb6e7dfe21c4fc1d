import { asc, eq } from 'drizzle-orm';
import type { Db } from '../src/db/database.ts';
import { productCategories, products, variants } from '../src/modules/catalog/catalog.tables.ts';

const LOTS = ['Lot', 'Microlot', 'Reserve', 'Harvest', 'Selection'];
const LOTS_ZH = ['批次', '微批次', '珍藏', '當季', '精選'];

/**
 * Grows the seeded catalog to `target` products for the bench by copying the seeded ones as new
 * lots (new names, SKUs and prices), in batches, so search runs over a catalog of a real size.
 */
export async function growCatalog(db: Db, target: number): Promise<number> {
  const templates = await db
    .select()
    .from(products)
    .where(eq(products.active, true))
    .orderBy(asc(products.id));
  const templateVariants = await db.select().from(variants).orderBy(asc(variants.id));
  const templateCategories = await db.select().from(productCategories);
  let count = templates.length;
  while (count < target) {
    const size = Math.min(500, target - count);
    const copies = Array.from({ length: size }, (_, i) => {
      const n = count + i;
      const t = templates[n % templates.length]!;
      const lot = `${LOTS[n % LOTS.length]} ${n}`;
      return {
        ...t,
        id: undefined,
        searchText: undefined,
        slug: `${t.slug}-${n}`,
        nameEn: `${t.nameEn} ${lot}`,
        nameZh: `${t.nameZh} ${LOTS_ZH[n % LOTS_ZH.length]}${n}`,
        nameCn: `${t.nameCn} ${n}`,
        createdAt: new Date(Date.now() - n * 60_000),
      };
    });
    const inserted = await db
      .insert(products)
      .values(copies)
      .returning({ id: products.id, slug: products.slug });
    const variantRows = inserted.flatMap((p, i) => {
      const t = templates[(count + i) % templates.length]!;
      return templateVariants
        .filter((v) => v.productId === t.id)
        .map((v) => ({
          ...v,
          id: undefined,
          productId: p.id,
          sku: `${v.sku}-B${count + i}`,
          retailPriceCents: v.retailPriceCents + ((count + i) % 50) * 100,
          salePriceCents: v.salePriceCents + ((count + i) % 50) * 100,
        }));
    });
    await db.insert(variants).values(variantRows);
    const links = inserted.flatMap((p, i) =>
      templateCategories
        .filter((c) => c.productId === templates[(count + i) % templates.length]!.id)
        .map((c) => ({ productId: p.id, categoryId: c.categoryId })),
    );
    if (links.length > 0) await db.insert(productCategories).values(links);
    count += size;
  }
  return count;
}

import { and, asc, count, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { productCategories, productSections, products } from './catalog.tables.ts';

/** The home page's hand-picked rows, each with its product ids in order; hidden products drop out. */
export async function listProductSections(db: Db) {
  const picks = await db
    .select({
      key: productSections.sectionKey,
      nameEn: productSections.nameEn,
      nameZh: productSections.nameZh,
      productId: productSections.productId,
    })
    .from(productSections)
    .innerJoin(products, and(eq(products.id, productSections.productId), eq(products.active, true)))
    .orderBy(asc(productSections.sectionKey), asc(productSections.sortOrder));
  const sections = new Map<string, { key: string; nameEn: string; nameZh: string; productIds: number[] }>();
  for (const pick of picks) {
    const section = sections.get(pick.key) ?? {
      key: pick.key,
      nameEn: pick.nameEn,
      nameZh: pick.nameZh,
      productIds: [],
    };
    section.productIds.push(pick.productId);
    sections.set(pick.key, section);
  }
  return [...sections.values()];
}

/** Suggested products (flag_6) other than this one, those sharing one of its categories first. */
export async function suggestedProductIds(
  db: Db,
  productId: number,
  limit: number,
): Promise<{ ids: number[]; total: number }> {
  const candidates = and(
    eq(products.active, true),
    eq(products.isSuggested, true),
    ne(products.id, productId),
  );
  const sharesCategory = sql<number>`(EXISTS (SELECT 1 FROM ${productCategories} mine
    JOIN ${productCategories} theirs ON theirs.category_id = mine.category_id
    WHERE mine.product_id = ${productId} AND theirs.product_id = ${products.id}))::int`;
  const [rows, [total]] = await Promise.all([
    db
      .select({ id: products.id })
      .from(products)
      .where(candidates)
      .orderBy(sql`${sharesCategory} DESC`, asc(products.id))
      .limit(limit),
    db.select({ n: count() }).from(products).where(candidates),
  ]);
  return { ids: rows.map((r) => r.id), total: total?.n ?? 0 };
}

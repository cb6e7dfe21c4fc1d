import {
  categories,
  productCategories,
  productSections,
  products,
  variants,
} from '../../../modules/catalog/catalog.tables.ts';
import type { Db } from '../../database.ts';
import { buildVariants } from './build-variants.ts';
import type { ProductSeed } from './catalog-seed.types.ts';
import { CATEGORIES, categoryImage, categoryLinks } from './categories.data.ts';
import { PRODUCTS, SECTIONS } from './products.data.ts';
import { roastDate } from './roast-date.ts';

const BATCH = 100;
const DAY_MS = 86_400_000;

/** Loads the demo catalogue: categories, products with their variants, and the home page sections. */
export async function seedCatalog(db: Db): Promise<void> {
  const now = new Date();
  const categoryIds = await insertCategories(db);

  const productIds = new Map<string, number>();
  const productRows = PRODUCTS.map((p, i) => productRow(p, i, now));
  for (const batch of chunks(productRows, BATCH)) {
    const rows = await db.insert(products).values(batch).returning({ id: products.id, slug: products.slug });
    for (const row of rows) productIds.set(row.slug, row.id);
  }

  const links = PRODUCTS.flatMap((p) =>
    categoryLinks(p.category).map((slug) => ({
      productId: idOf(productIds, p.slug),
      categoryId: idOf(categoryIds, slug),
    })),
  );
  for (const batch of chunks(links, BATCH)) await db.insert(productCategories).values(batch);

  const variantRows = PRODUCTS.flatMap((p) =>
    buildVariants(p.slug, p.sell).map((v) => ({ ...v, productId: idOf(productIds, p.slug) })),
  );
  for (const batch of chunks(variantRows, BATCH)) await db.insert(variants).values(batch);

  const sectionRows = SECTIONS.flatMap((s) =>
    s.slugs.map((slug, sortOrder) => ({
      sectionKey: s.key,
      nameEn: s.name.en,
      nameZh: s.name.zh,
      productId: idOf(productIds, slug),
      sortOrder,
    })),
  );
  await db.insert(productSections).values(sectionRows);
}

async function insertCategories(db: Db): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  const tops = await db
    .insert(categories)
    .values(
      CATEGORIES.map((c, i) => ({
        ...names(c.name),
        slug: c.slug,
        image: categoryImage(c.slug),
        sortOrder: i,
      })),
    )
    .returning({ id: categories.id, slug: categories.slug });
  for (const row of tops) ids.set(row.slug, row.id);
  const subs = CATEGORIES.flatMap((top) =>
    (top.children ?? []).map((c, i) => ({
      ...names(c.name),
      slug: c.slug,
      parentId: ids.get(top.slug)!,
      sortOrder: i,
    })),
  );
  const subRows = await db
    .insert(categories)
    .values(subs)
    .returning({ id: categories.id, slug: categories.slug });
  for (const row of subRows) ids.set(row.slug, row.id);
  return ids;
}

function idOf(ids: Map<string, number>, slug: string): number {
  const id = ids.get(slug);
  if (id === undefined) throw new Error(`catalog seed: unknown slug "${slug}"`);
  return id;
}

function names(name: { en: string; zh: string; cn: string }) {
  return { nameEn: name.en, nameZh: name.zh, nameCn: name.cn };
}

/** New products get recent creation times so "newest first" puts them on top. */
function productRow(p: ProductSeed, index: number, now: Date): typeof products.$inferInsert {
  const daysOld = p.sell.isNew ? index % 7 : 30 + index;
  return {
    slug: p.slug,
    ...names(p.name),
    descriptionEn: p.description.en,
    descriptionZh: p.description.zh,
    descriptionCn: p.description.cn,
    affiliateLink: '',
    tags: p.tags,
    isSuggested: p.suggested ?? false,
    active: true,
    originEn: p.coffee?.origin.en ?? null,
    originZh: p.coffee?.origin.zh ?? null,
    processEn: p.coffee?.process.en ?? null,
    processZh: p.coffee?.process.zh ?? null,
    roastLevel: p.coffee?.roast ?? null,
    tastingNotesEn: p.coffee?.notes.en ?? null,
    tastingNotesZh: p.coffee?.notes.zh ?? null,
    roastDate: p.coffee ? roastDate(p.coffee.roastedDaysAgo, now) : null,
    createdAt: new Date(now.getTime() - daysOld * DAY_MS),
  };
}

function chunks<T>(rows: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < rows.length; i += size) out.push(rows.slice(i, i + size));
  return out;
}

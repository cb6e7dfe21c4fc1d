import type { Product, Variant } from '@shop/contract/catalog/product.calls';
import { cents, toWire } from '@shop/contract/money';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { CoalescedReads } from '../../db/coalesced-reads.ts';
import type { Db } from '../../db/database.ts';
import { oncePerDb } from '../../db/once-per-db.ts';
import {
  catalogVersion,
  categories,
  productCategories,
  products,
  type VariantOption,
  variants,
} from './catalog.tables.ts';
import { CatalogCache } from './catalog-cache.ts';
import type { VariantRow } from './catalog-reads.ts';

type ProductRow = typeof products.$inferSelect;

function optionSlots(options: VariantOption[]) {
  const slots: Record<string, string> = {};
  for (const n of [1, 2, 3]) {
    const option = options[n - 1];
    for (const lang of ['en', 'zh', 'cn'] as const) {
      slots[`variant_name_${n}_${lang}`] = option?.name[lang] ?? '';
      slots[`variant_value_${n}_${lang}`] = option?.value[lang] ?? '';
    }
    slots[`variant_key_${n}`] = option?.key ?? '';
  }
  return slots;
}

/** What the storefront and the console show alike of a variant: its SKU, prices and badges. */
export function variantPricing(v: VariantRow) {
  return {
    sku: v.sku,
    retail_price: toWire(cents(v.retailPriceCents)),
    sale_price: toWire(cents(v.salePriceCents)),
    discount: v.discountPercent,
    new: v.isNew,
  };
}

export function toWireVariant(v: VariantRow): Variant {
  return {
    id: v.id,
    ...variantPricing(v),
    image: v.images,
    inventory: v.inventory,
    ...(optionSlots(v.options) as Omit<
      Variant,
      'id' | 'sku' | 'image' | 'retail_price' | 'sale_price' | 'discount' | 'new' | 'inventory'
    >),
  };
}

/** A product's names and descriptions in English, Traditional and Simplified Chinese. */
export function productTexts(p: ProductRow) {
  return {
    product_name_en: p.nameEn,
    product_name_zh: p.nameZh,
    product_name_cn: p.nameCn,
    product_description_en: p.descriptionEn,
    product_description_zh: p.descriptionZh,
    product_description_cn: p.descriptionCn,
  };
}

/**
 * A product's coffee attributes, null for what is not coffee. A Chinese origin not written yet shows
 * as the English one on the storefront, and as an empty field in the console (`blank`).
 */
export function coffeeOf(p: ProductRow, missingChinese: 'english' | 'blank'): Product['coffee'] {
  if (!p.roastLevel || !p.originEn) return null;
  return {
    origin_en: p.originEn,
    origin_zh: p.originZh ?? (missingChinese === 'english' ? p.originEn : ''),
    process_en: p.processEn ?? '',
    process_zh: p.processZh ?? '',
    roast_level: p.roastLevel,
    tasting_notes_en: p.tastingNotesEn ?? '',
    tasting_notes_zh: p.tastingNotesZh ?? '',
    roast_date: p.roastDate,
  };
}

/** Whole products (variants and categories included) for the ids, in the order given. */
export async function loadProducts(db: Db, ids: number[]): Promise<Product[]> {
  if (ids.length === 0) return [];
  const [productRows, variantRows, categoryRows] = await Promise.all([
    db.select().from(products).where(inArray(products.id, ids)),
    db
      .select()
      .from(variants)
      .where(inArray(variants.productId, ids))
      .orderBy(asc(variants.sortOrder), asc(variants.id)),
    db
      .select({ productId: productCategories.productId, category: categories })
      .from(productCategories)
      .innerJoin(categories, eq(categories.id, productCategories.categoryId))
      .where(inArray(productCategories.productId, ids))
      .orderBy(asc(categories.parentId), asc(categories.sortOrder)),
  ]);
  const byId = new Map(productRows.map((p) => [p.id, p]));
  return ids.flatMap((id) => {
    const p = byId.get(id);
    if (!p) return [];
    return [
      {
        id: p.id,
        ...productTexts(p),
        rating: p.ratingTenths / 10,
        rating_count: p.ratingCount,
        affiliateLink: p.affiliateLink,
        variants: variantRows.filter((v) => v.productId === id).map(toWireVariant),
        variation: [],
        category: categoryRows
          .filter((c) => c.productId === id)
          .map(({ category: c }) => ({
            id: c.id,
            category_name_en: c.nameEn,
            category_name_zh: c.nameZh,
            category_name_cn: c.nameCn,
          })),
        tag: p.tags,
        coffee: coffeeOf(p, 'english'),
        created_at: p.createdAt.toISOString(),
      },
    ];
  });
}

export async function variantExists(db: Db, id: number): Promise<boolean> {
  const [row] = await db.select({ id: variants.id }).from(variants).where(eq(variants.id, id));
  return row !== undefined;
}

export async function variantIdsOf(db: Db, productId: number): Promise<number[]> {
  const rows = await db.select({ id: variants.id }).from(variants).where(eq(variants.productId, productId));
  return rows.map((r) => r.id);
}

/** A product a shopper may open: it exists and is not hidden. */
export async function isShownProduct(db: Db, id: number): Promise<boolean> {
  const [row] = await db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.id, id), eq(products.active, true)));
  return row !== undefined;
}

/** Every product a shopper may open, by id (the sitemap). */
export async function listShownProductIds(db: Db): Promise<number[]> {
  const rows = await db
    .select({ id: products.id })
    .from(products)
    .where(eq(products.active, true))
    .orderBy(asc(products.id));
  return rows.map((r) => r.id);
}

const listedProducts = new CatalogCache<Product[]>();

export interface StockRow {
  id: number;
  inventory: number;
}

/** The products with each variant's stock taken from the rows (a variant not in them keeps its own). */
export function withStock(products: Product[], stock: StockRow[]): Product[] {
  const left = new Map(stock.map((s) => [s.id, s.inventory]));
  return products.map((p) => ({
    ...p,
    variants: p.variants.map((v) => ({ ...v, inventory: left.get(v.id) ?? v.inventory })),
  }));
}

/**
 * The products of a listing page: everything but stock is kept per catalog version (a product or
 * variant write, a price or a category change bumps it; docs/catalog.md), and stock, which every
 * order moves without bumping the version, is read fresh in one narrow query.
 */
export async function loadListedProducts(db: Db, version: number, ids: number[]): Promise<Product[]> {
  if (ids.length === 0) return [];
  const [kept, stock] = await Promise.all([
    listedProducts.get(db, version, ids.join(','), () => loadProducts(db, ids)),
    db
      .select({ id: variants.id, inventory: variants.inventory })
      .from(variants)
      .where(inArray(variants.productId, ids)),
  ]);
  return withStock(kept, stock);
}

/**
 * Stock as one text, `id:inventory` for each variant in id order, as PostgreSQL builds it below: a
 * kept listing compares it as it comes and parses it only when it moved.
 */
export const stockKeyOf = (stock: StockRow[]): string =>
  [...stock]
    .sort((a, b) => a.id - b.id)
    .map((s) => `${s.id}:${s.inventory}`)
    .join(',');

export const stockFromKey = (key: string): StockRow[] =>
  key === ''
    ? []
    : key.split(',').map((pair) => {
        const [id, inventory] = pair.split(':').map(Number);
        return { id: id!, inventory: inventory! };
      });

// One row whatever the products. A join of the version row with the variants was misestimated
// (an unanalyzed one-row table), planned as millions of rows and JIT-compiled on every call.
const versionAndStockQuery = oncePerDb((db: Db) =>
  db
    .select({
      version: catalogVersion.version,
      stock: sql<string>`coalesce((
        SELECT string_agg(v.id::text || ':' || v.inventory::text, ',' ORDER BY v.id)
        FROM ${variants} v WHERE v.product_id = ANY(${sql.placeholder('productIds')}::int[])
      ), '')`,
    })
    .from(catalogVersion)
    .where(sql`${catalogVersion.id}`)
    .prepare('catalog_version_and_stock'),
);

const versionAndStockReads = new CoalescedReads<{ version: number; stock: string }>();

/**
 * The catalog version and the stock of the products' variants (`stockKeyOf`), read in one
 * statement so a kept listing is checked in one round trip, both from the same snapshot, and
 * showing every write committed before the call (a coalesced read, `CoalescedReads`).
 */
export function readVersionAndStock(
  db: Db,
  productIds: number[],
): Promise<{ version: number; stock: string }> {
  return versionAndStockReads.read(db, productIds.join(','), async () => {
    const [row] = await versionAndStockQuery(db).execute({ productIds });
    return { version: row?.version ?? 0, stock: row?.stock ?? '' };
  });
}

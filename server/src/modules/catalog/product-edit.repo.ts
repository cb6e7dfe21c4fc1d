import type { AdminProduct } from '@shop/contract/admin/catalog-admin-fields';
import { cents, toWire } from '@shop/contract/money';
import { asc, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { productCategories, products, variants } from './catalog.tables.ts';
import type { VariantRow } from './catalog-reads.ts';
import { keywordConditions } from './keyword.ts';
import { coffeeOf, productTexts, variantPricing } from './product.repo.ts';

function variantOf(v: VariantRow): AdminProduct['variants'][number] {
  return {
    variant_id: v.id,
    ...variantPricing(v),
    stock: v.inventory,
    weight_grams: v.weightGrams,
    images: v.images,
    options: v.options.map((o) => ({
      key: o.key,
      name_en: o.name.en,
      name_zh: o.name.zh,
      name_cn: o.name.cn,
      value_en: o.value.en,
      value_zh: o.value.zh,
      value_cn: o.value.cn,
    })),
  };
}

/** One product as the console edits it, hidden or not. */
export async function loadAdminProduct(db: Db, id: number): Promise<AdminProduct | undefined> {
  const [p] = await db.select().from(products).where(eq(products.id, id));
  if (!p) return undefined;
  const [variantRows, categoryRows] = await Promise.all([
    db
      .select()
      .from(variants)
      .where(eq(variants.productId, id))
      .orderBy(asc(variants.sortOrder), asc(variants.id)),
    db.select().from(productCategories).where(eq(productCategories.productId, id)),
  ]);
  return {
    product_id: p.id,
    slug: p.slug,
    ...productTexts(p),
    category_ids: categoryRows.map((c) => c.categoryId).sort((a, b) => a - b),
    tags: p.tags,
    is_suggested: p.isSuggested,
    active: p.active,
    coffee: coffeeOf(p, 'blank'),
    variants: variantRows.map(variantOf),
    created_at: p.createdAt.toISOString(),
  };
}

interface ListFilters {
  keyword?: string | undefined;
  show: 'all' | 'active' | 'hidden';
  limit: number;
  offset: number;
  /** A subquery of variant ids whose products the list leaves out. */
  leaveOut?: SQL | undefined;
}

interface ListRow {
  id: number;
  slug: string;
  name_en: string;
  name_zh: string;
  active: boolean;
  is_suggested: boolean;
  variant_count: number;
  stock: number;
  price_from: number | null;
  image: string | null;
  total: number;
}

/** Every product the filters match, newest first, with its stock and cheapest retail price. */
export async function listAdminProducts(db: Db, filters: ListFilters) {
  const conditions: SQL[] = filters.leaveOut
    ? [sql`NOT EXISTS (SELECT 1 FROM variants v WHERE v.product_id = p.id AND v.id IN (${filters.leaveOut}))`]
    : [];
  if (filters.show !== 'all') conditions.push(sql`p.active = ${filters.show === 'active'}`);
  conditions.push(...keywordConditions(filters.keyword ?? ''));
  const result = await db.execute(sql`
    SELECT p.id, p.slug, p.name_en, p.name_zh, p.active, p.is_suggested,
      (SELECT count(*)::int FROM variants v WHERE v.product_id = p.id) AS variant_count,
      (SELECT coalesce(sum(v.inventory), 0)::int FROM variants v WHERE v.product_id = p.id) AS stock,
      (SELECT min(v.retail_price_cents) FROM variants v WHERE v.product_id = p.id) AS price_from,
      (SELECT v.images[1] FROM variants v WHERE v.product_id = p.id ORDER BY v.sort_order, v.id LIMIT 1) AS image,
      count(*) OVER ()::int AS total
    FROM products p
    WHERE ${conditions.length > 0 ? sql.join(conditions, sql` AND `) : sql`true`}
    ORDER BY p.created_at DESC, p.id DESC
    LIMIT ${filters.limit} OFFSET ${filters.offset}`);
  const rows = (result as unknown as { rows: ListRow[] }).rows;
  return {
    total: rows[0]?.total ?? 0,
    products: rows.map((r) => ({
      product_id: r.id,
      slug: r.slug,
      product_name_en: r.name_en,
      product_name_zh: r.name_zh,
      active: r.active,
      is_suggested: r.is_suggested,
      variant_count: r.variant_count,
      stock: r.stock,
      price_from: toWire(cents(Number(r.price_from ?? 0))),
      image: r.image ?? '',
    })),
  };
}

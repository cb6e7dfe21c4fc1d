import type { RoastLevel, SortOption } from '@shop/contract/catalog/product.calls';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { escapeLike } from '../../lib/escape-like.ts';
import { keywordPatterns, wholeKeyword } from './keyword.ts';

export interface ProductFilters {
  categoryId?: number | undefined;
  keyword?: string | undefined;
  origin?: string | undefined;
  process?: string | undefined;
  roastLevel?: RoastLevel | undefined;
}

export interface FacetRow {
  facet: 'origin' | 'process' | 'roast_level';
  value: string;
  labelEn: string;
  labelZh: string;
  count: number;
}

/** Rows of a raw query: the drivers answer `{ rows }` on both PGlite and node-postgres. */
async function rows<T>(db: Db, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** Active products in the category (a top category includes its sub-categories) matching every word. */
function baseConditions(filters: ProductFilters): SQL[] {
  const conditions: SQL[] = [sql`p.active`];
  if (filters.categoryId !== undefined) {
    conditions.push(sql`EXISTS (SELECT 1 FROM product_categories pc JOIN categories c ON c.id = pc.category_id
      WHERE pc.product_id = p.id AND (c.id = ${filters.categoryId} OR c.parent_id = ${filters.categoryId}))`);
  }
  for (const pattern of keywordPatterns(filters.keyword ?? '')) {
    conditions.push(sql`p.search_text LIKE search_normalise(${pattern})`);
  }
  return conditions;
}

function attributeConditions(filters: ProductFilters): SQL[] {
  const conditions: SQL[] = [];
  if (filters.origin) conditions.push(sql`p.origin_en = ${filters.origin}`);
  if (filters.process) conditions.push(sql`p.process_en = ${filters.process}`);
  if (filters.roastLevel) conditions.push(sql`p.roast_level = ${filters.roastLevel}`);
  return conditions;
}

/** Names that equal the keyword rank first, then names that start with it, contain it, then tags. */
function relevance(keyword: string): SQL {
  const whole = wholeKeyword(keyword);
  const typed = sql`search_normalise(${whole})`;
  const prefix = sql`search_normalise(${`${escapeLike(whole)}%`})`;
  const contains = sql`search_normalise(${`%${escapeLike(whole)}%`})`;
  const anyName = (test: SQL) => sql`EXISTS (SELECT 1 FROM unnest(p.search_names) AS name WHERE ${test})`;
  return sql`(CASE
    WHEN ${typed} = ANY (p.search_names) THEN 100
    WHEN ${anyName(sql`name LIKE ${prefix}`)} THEN 80
    WHEN ${anyName(sql`name LIKE ${contains}`)} THEN 60
    WHEN ${typed} = ANY (p.search_tags) THEN 50
    ELSE 0 END + 10 * similarity(p.search_names[1], ${typed}))`;
}

/** The sale price counts only when the variant is discounted; a product sorts by its cheapest variant. */
const unitPrice = sql`(SELECT min(CASE WHEN v.discount_percent > 0 THEN v.sale_price_cents ELSE v.retail_price_cents END)
  FROM variants v WHERE v.product_id = p.id)`;

function ordering(sort: SortOption, keyword: string | undefined): SQL {
  switch (sort) {
    case 'price_high_low':
      return sql`${unitPrice} DESC NULLS LAST, p.id`;
    case 'price_low_high':
      return sql`${unitPrice} ASC NULLS LAST, p.id`;
    case 'newest':
      return sql`p.created_at DESC, p.id DESC`;
    default:
      return keyword?.trim() ? sql`${relevance(keyword)} DESC, p.id` : sql`p.id`;
  }
}

type Page = { sort: SortOption; limit: number; offset: number };

const countMatches = async (db: Db, where: SQL) =>
  (await rows<{ total: number }>(db, sql`SELECT count(*)::int AS total FROM products p WHERE ${where}`))[0]
    ?.total ?? 0;

/** Relevance and price order sort every match anyway, so the window counts them for free. */
async function pageSortingAll(db: Db, where: SQL, order: SQL, page: Page) {
  const found = await rows<{ id: number; total: number }>(
    db,
    sql`SELECT p.id, count(*) OVER ()::int AS total FROM products p WHERE ${where}
        ORDER BY ${order} LIMIT ${page.limit} OFFSET ${page.offset}`,
  );
  if (found.length === 0 && page.offset > 0) return { ids: [], total: await countMatches(db, where) };
  return { ids: found.map((r) => r.id), total: found[0]?.total ?? 0 };
}

/** Id and newest order walk an index and stop after one page; the count is a separate index-only scan. */
async function pageWalkingIndex(db: Db, where: SQL, order: SQL, page: Page) {
  const found = await rows<{ id: number }>(
    db,
    sql`SELECT p.id FROM products p WHERE ${where} ORDER BY ${order} LIMIT ${page.limit} OFFSET ${page.offset}`,
  );
  const ids = found.map((r) => r.id);
  if (ids.length > 0 && ids.length < page.limit) return { ids, total: page.offset + ids.length };
  return { ids, total: await countMatches(db, where) };
}

export async function searchProductIds(
  db: Db,
  filters: ProductFilters,
  page: Page,
): Promise<{ ids: number[]; total: number }> {
  const where = sql.join([...baseConditions(filters), ...attributeConditions(filters)], sql` AND `);
  const order = ordering(page.sort, filters.keyword);
  const walksIndex = !filters.keyword?.trim() && (page.sort === 'default' || page.sort === 'newest');
  return (walksIndex ? pageWalkingIndex : pageSortingAll)(db, where, order, page);
}

/** Counts per coffee attribute among the products the category and keyword match. */
export async function productFacets(db: Db, filters: ProductFilters): Promise<FacetRow[]> {
  const where = sql.join(baseConditions(filters), sql` AND `);
  const found = await rows<{
    origin_en: string | null;
    origin_zh: string | null;
    process_en: string | null;
    process_zh: string | null;
    roast_level: string | null;
    n: number;
  }>(
    db,
    sql`SELECT p.origin_en, p.origin_zh, p.process_en, p.process_zh, p.roast_level, count(*)::int AS n
        FROM products p WHERE ${where}
        GROUP BY GROUPING SETS ((p.origin_en, p.origin_zh), (p.process_en, p.process_zh), (p.roast_level))`,
  );
  const facets: FacetRow[] = [];
  for (const r of found) {
    if (r.origin_en)
      facets.push({
        facet: 'origin',
        value: r.origin_en,
        labelEn: r.origin_en,
        labelZh: r.origin_zh ?? r.origin_en,
        count: r.n,
      });
    else if (r.process_en)
      facets.push({
        facet: 'process',
        value: r.process_en,
        labelEn: r.process_en,
        labelZh: r.process_zh ?? r.process_en,
        count: r.n,
      });
    else if (r.roast_level)
      facets.push({
        facet: 'roast_level',
        value: r.roast_level,
        labelEn: r.roast_level,
        labelZh: r.roast_level,
        count: r.n,
      });
  }
  return facets.sort((a, b) => b.count - a.count || a.value.localeCompare(b.value));
}

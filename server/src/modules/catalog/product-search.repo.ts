import type { RoastLevel, SortOption } from '@shop/contract/catalog/product.calls';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { escapeLike } from '../../lib/escape-like.ts';
import { keywordConditions, searchForm, wholeKeyword } from './keyword.ts';

export interface ProductFilters {
  categoryId?: number | undefined;
  keyword?: string | undefined;
  origin?: string | undefined;
  originRegion?: string | undefined;
  process?: string | undefined;
  roastLevel?: RoastLevel | undefined;
}

export interface FacetRow {
  facet: 'origin' | 'region' | 'process' | 'roast_level';
  /** For a region, the country it is in. */
  parent: string;
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
  conditions.push(...keywordConditions(filters.keyword ?? ''));
  return conditions;
}

const all = (conditions: SQL[]) => (conditions.length > 0 ? sql.join(conditions, sql` AND `) : sql`true`);

/** The origin filter's two levels: a country (or, as before, the whole origin text) and a region. */
function originConditions(filters: ProductFilters): SQL[] {
  const conditions: SQL[] = [];
  if (filters.origin) {
    conditions.push(sql`(${filters.origin} = ANY (p.origin_countries) OR p.origin_en = ${filters.origin})`);
  }
  if (filters.originRegion) conditions.push(sql`p.origin_region_en = ${filters.originRegion}`);
  return conditions;
}

const processConditions = (filters: ProductFilters): SQL[] =>
  filters.process ? [sql`p.process_en = ${filters.process}`] : [];

const roastConditions = (filters: ProductFilters): SQL[] =>
  filters.roastLevel ? [sql`p.roast_level = ${filters.roastLevel}`] : [];

/** Every filter of the listing. */
const listingConditions = (filters: ProductFilters) =>
  all([
    ...baseConditions(filters),
    ...originConditions(filters),
    ...processConditions(filters),
    ...roastConditions(filters),
  ]);

/** Names that equal the keyword rank first, then names that start with it, contain it, then tags. */
function relevance(keyword: string): SQL {
  const whole = wholeKeyword(keyword);
  const typed = searchForm(whole);
  const prefix = searchForm(`${escapeLike(whole)}%`);
  const contains = searchForm(`%${escapeLike(whole)}%`);
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
  const where = listingConditions(filters);
  const order = ordering(page.sort, filters.keyword);
  const walksIndex = !filters.keyword?.trim() && (page.sort === 'default' || page.sort === 'newest');
  return (walksIndex ? pageWalkingIndex : pageSortingAll)(db, where, order, page);
}

/**
 * Counts per coffee attribute among the products the category and keyword match, each facet with
 * every other active filter applied but its own (so a shopper sees what choosing it would give).
 * A blend counts under each of its countries; regions count within their country.
 */
export async function productFacets(db: Db, filters: ProductFilters): Promise<FacetRow[]> {
  const byOrigin = all(originConditions(filters));
  const byProcess = all(processConditions(filters));
  const byRoast = all(roastConditions(filters));
  const found = await rows<Omit<FacetRow, 'labelEn' | 'labelZh'> & { label_en: string; label_zh: string }>(
    db,
    sql`WITH m AS (
          SELECT p.origin_countries, p.origin_region_en, p.origin_region_zh, p.process_en, p.process_zh,
            p.roast_level, ${byOrigin} AS by_origin, ${byProcess} AS by_process, ${byRoast} AS by_roast
          FROM products p WHERE ${all(baseConditions(filters))})
        SELECT 'origin' AS facet, '' AS parent, u.country AS value, u.country AS label_en,
          coalesce(min(oc.name_zh), u.country) AS label_zh, count(*)::int AS count
          FROM m CROSS JOIN unnest(m.origin_countries) AS u(country)
          LEFT JOIN origin_countries oc ON oc.name_en = u.country
          WHERE m.by_process AND m.by_roast GROUP BY u.country
        UNION ALL
        SELECT 'region', m.origin_countries[1], m.origin_region_en, m.origin_region_en,
          min(m.origin_region_zh), count(*)::int
          FROM m WHERE m.by_process AND m.by_roast AND m.origin_region_en IS NOT NULL
          GROUP BY m.origin_countries[1], m.origin_region_en
        UNION ALL
        SELECT 'process', '', m.process_en, m.process_en, coalesce(min(m.process_zh), m.process_en), count(*)::int
          FROM m WHERE m.by_origin AND m.by_roast AND m.process_en IS NOT NULL GROUP BY m.process_en
        UNION ALL
        SELECT 'roast_level', '', m.roast_level, m.roast_level, m.roast_level, count(*)::int
          FROM m WHERE m.by_origin AND m.by_process AND m.roast_level IS NOT NULL GROUP BY m.roast_level`,
  );
  return found
    .map(({ label_en, label_zh, ...r }) => ({ ...r, labelEn: label_en, labelZh: label_zh }))
    .sort((a, b) => b.count - a.count || a.value.localeCompare(b.value));
}

/** Names, origins, processes, tasting notes and tags of the shown products: the words "did you mean" draws on. */
export async function catalogWordTexts(db: Db): Promise<string[]> {
  const found = await rows<{ text: string }>(
    db,
    sql`SELECT concat_ws(' ', p.name_en, p.name_zh, p.origin_en, p.origin_zh, p.process_en, p.process_zh,
          p.tasting_notes_en, p.tasting_notes_zh, array_to_string(p.tags, ' ')) AS text
        FROM products p WHERE p.active`,
  );
  return found.map((r) => r.text);
}

/** Whether anything matches the filters (for checking a suggestion before offering it). */
export async function anyProductMatches(db: Db, filters: ProductFilters): Promise<boolean> {
  const where = listingConditions(filters);
  return (await rows(db, sql`SELECT 1 FROM products p WHERE ${where} LIMIT 1`)).length > 0;
}

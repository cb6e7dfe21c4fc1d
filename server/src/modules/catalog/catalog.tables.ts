import { ROAST_LEVELS } from '@shop/contract/catalog/product-options';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
} from 'drizzle-orm/pg-core';
import { bilingualText, createdAt, integerReference, optionalBilingualText } from '../../db/columns.ts';

export const categories = pgTable('categories', {
  id: serial('id').primaryKey(),
  parentId: integerReference('parent_id', (): AnyPgColumn => categories.id),
  slug: text('slug').notNull().unique(),
  ...bilingualText('name'),
  nameCn: text('name_cn').notNull(),
  image: text('image').notNull().default(''),
  sortOrder: integer('sort_order').notNull().default(0),
});

export { ROAST_LEVELS, type RoastLevel } from '@shop/contract/catalog/product-options';

export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull().unique(),
    ...bilingualText('name'),
    nameCn: text('name_cn').notNull(),
    ...bilingualText('description'),
    descriptionCn: text('description_cn').notNull(),
    /** Average rating in tenths of a star (0..50), so it stays an integer. */
    ratingTenths: integer('rating_tenths').notNull().default(0),
    /** How many published reviews the average is of (kept by the reviews domain, docs/reviews.md). */
    ratingCount: integer('rating_count').notNull().default(0),
    affiliateLink: text('affiliate_link').notNull().default(''),
    tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
    isSuggested: boolean('is_suggested').notNull().default(false),
    active: boolean('active').notNull().default(true),
    ...optionalBilingualText('origin'),
    ...optionalBilingualText('process'),
    roastLevel: text('roast_level', { enum: ROAST_LEVELS }),
    ...optionalBilingualText('tastingNotes'),
    roastDate: date('roast_date', { mode: 'string' }),
    /**
     * Names, descriptions, tags, attributes and SKUs, lower-cased and in Simplified characters so both
     * scripts match; kept by a trigger (see the catalog_search migrations).
     */
    searchText: text('search_text').notNull().default(''),
    /** The names alone, normalised the same way, for ranking name matches first. */
    searchNames: text('search_names').array().notNull().default(sql`'{}'::text[]`),
    /** The tags normalised the same way, for ranking tag matches without normalising per row. */
    searchTags: text('search_tags').array().notNull().default(sql`'{}'::text[]`),
    /** The countries the origin names (a blend lists each), read by the search trigger (migration 0025). */
    originCountries: text('origin_countries').array().notNull().default(sql`'{}'::text[]`),
    /** The region of a single-country origin ("Yirgacheffe"), in both languages; null for a blend. */
    ...optionalBilingualText('originRegion'),
    ...createdAt(),
  },
  (t) => [
    index('products_search_trgm').using('gin', sql`${t.searchText} gin_trgm_ops`),
    index('products_active_created').on(t.active, t.createdAt),
    index('products_active_id').on(t.id).where(sql`${t.active}`),
    check('products_rating', sql`${t.ratingTenths} BETWEEN 0 AND 50`),
    check(
      'products_rating_count',
      sql`${t.ratingCount} >= 0 AND (${t.ratingCount} > 0 OR ${t.ratingTenths} = 0)`,
    ),
    check(
      'products_roast_level',
      sql`${t.roastLevel} IS NULL OR ${t.roastLevel} IN ('light', 'medium_light', 'medium', 'medium_dark', 'dark')`,
    ),
  ],
);

export const productCategories = pgTable(
  'product_categories',
  {
    productId: integerReference('product_id', () => products.id, { onDelete: 'cascade' }).notNull(),
    categoryId: integerReference('category_id', () => categories.id, { onDelete: 'cascade' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.categoryId] }),
    index('product_categories_category').on(t.categoryId),
  ],
);

/** One option slot of a variant (a variant has up to three), localised. */
export interface VariantOption {
  key: string;
  name: { en: string; zh: string; cn: string };
  value: { en: string; zh: string; cn: string };
}

export const variants = pgTable(
  'variants',
  {
    id: serial('id').primaryKey(),
    productId: integerReference('product_id', () => products.id, { onDelete: 'cascade' }).notNull(),
    sku: text('sku').notNull().unique(),
    retailPriceCents: integer('retail_price_cents').notNull(),
    salePriceCents: integer('sale_price_cents').notNull(),
    discountPercent: integer('discount_percent').notNull().default(0),
    isNew: boolean('is_new').notNull().default(false),
    inventory: integer('inventory').notNull().default(0),
    options: jsonb('options').$type<VariantOption[]>().notNull().default([]),
    images: text('images').array().notNull().default(sql`'{}'::text[]`),
    sortOrder: integer('sort_order').notNull().default(0),
    /** Grams of coffee in one unit (a 200 g bag: 200); null for what is not roasted by weight. The roast plan adds these up. */
    weightGrams: integer('weight_grams'),
  },
  (t) => [
    index('variants_product').on(t.productId),
    check('variants_inventory_non_negative', sql`${t.inventory} >= 0`),
    check('variants_prices', sql`${t.retailPriceCents} >= 0 AND ${t.salePriceCents} >= 0`),
    check('variants_sale_not_above_retail', sql`${t.salePriceCents} <= ${t.retailPriceCents}`),
    check('variants_discount', sql`${t.discountPercent} BETWEEN 0 AND 100`),
    check('variants_option_slots', sql`jsonb_array_length(${t.options}) <= 3`),
    check('variants_weight_grams', sql`${t.weightGrams} IS NULL OR ${t.weightGrams} BETWEEN 1 AND 50000`),
  ],
);

/** Hand-picked product rows on the home page (e.g. new arrivals, best sellers). */
export const productSections = pgTable(
  'product_sections',
  {
    sectionKey: text('section_key').notNull(),
    ...bilingualText('name'),
    productId: integerReference('product_id', () => products.id, { onDelete: 'cascade' }).notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.sectionKey, t.productId] })],
);

/** One row whose version the catalog triggers bump on every write a listing depends on (migration 0012). */
export const catalogVersion = pgTable(
  'catalog_version',
  {
    id: boolean('id').primaryKey().default(true),
    version: bigint('version', { mode: 'number' }).notNull().default(1),
  },
  (t) => [check('catalog_version_id_check', sql`${t.id}`)],
);

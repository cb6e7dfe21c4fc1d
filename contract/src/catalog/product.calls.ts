import { z } from 'zod';
import { defineCall } from '../calls.ts';
import { blankAsMissing, optionalId, optionalText } from '../envelope.ts';
import { ROAST_LEVELS, SORT_OPTIONS } from './product-options.ts';

export { ROAST_LEVELS, type RoastLevel, SORT_OPTIONS, type SortOption } from './product-options.ts';

const LANGS = ['en', 'zh', 'cn'] as const;
type Lang = (typeof LANGS)[number];
type SlotKey<N extends number> =
  | `variant_name_${N}_${Lang}`
  | `variant_value_${N}_${Lang}`
  | `variant_key_${N}`;

/** Up to three option slots per variant, each named and valued in three languages; '' when unused. */
function optionSlot<N extends 1 | 2 | 3>(n: N) {
  const keys: SlotKey<N>[] = [
    ...LANGS.map((l) => `variant_name_${n}_${l}` as const),
    ...LANGS.map((l) => `variant_value_${n}_${l}` as const),
    `variant_key_${n}`,
  ];
  return Object.fromEntries(keys.map((k) => [k, z.string()])) as Record<SlotKey<N>, z.ZodString>;
}

export const variant = z.object({
  id: z.number().int(),
  sku: z.string(),
  image: z.array(z.string()),
  retail_price: z.number(),
  sale_price: z.number(),
  /** Percent; the sale price applies only when it is above 0, else the retail price is charged. */
  discount: z.number().int(),
  new: z.boolean(),
  inventory: z.number().int(),
  ...optionSlot(1),
  ...optionSlot(2),
  ...optionSlot(3),
});

export const coffeeAttributes = z.object({
  origin_en: z.string(),
  origin_zh: z.string(),
  process_en: z.string(),
  process_zh: z.string(),
  roast_level: z.enum(ROAST_LEVELS),
  tasting_notes_en: z.string(),
  tasting_notes_zh: z.string(),
  roast_date: z.string().nullable(),
});

export const productCategory = z.object({
  id: z.number().int(),
  category_name_en: z.string(),
  category_name_zh: z.string(),
  category_name_cn: z.string(),
});

export const product = z.object({
  id: z.number().int(),
  product_name_en: z.string(),
  product_name_zh: z.string(),
  product_name_cn: z.string(),
  product_description_en: z.string(),
  product_description_zh: z.string(),
  product_description_cn: z.string(),
  /** Average of the published reviews out of 5, one decimal; 0 when there are none (docs/reviews.md). */
  rating: z.number(),
  /** How many published reviews the average is of. */
  rating_count: z.number().int(),
  affiliateLink: z.string(),
  variants: z.array(variant),
  /** Legacy colour/size list of the template the storefront descends from: always empty here. */
  variation: z.array(z.never()),
  category: z.array(productCategory),
  tag: z.array(z.string()),
  coffee: coffeeAttributes.nullable(),
  created_at: z.string(),
});

const facet = z.object({
  value: z.string(),
  label_en: z.string(),
  label_zh: z.string(),
  count: z.number().int(),
});

/** A country of origin, with the regions of its single-origin coffees as a second level. */
const originFacet = facet.extend({ regions: z.array(facet) });

const listPaging = {
  limit: z.coerce.number().int().min(1).max(999).default(999),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
};

export const productGet = defineCall({
  name: 'product_get',
  auth: 'public',
  input: z.object({
    category_id: optionalId,
    keyword: optionalText,
    sort_by: z.enum(SORT_OPTIONS).default('default'),
    /** A country ("Ethiopia"); the whole origin text as before ("Kochere, Yirgacheffe, Ethiopia") still works. */
    origin: optionalText,
    /** A region of the origin country ("Yirgacheffe"), the second level of the origin filter. */
    origin_region: optionalText,
    process: optionalText,
    roast_level: blankAsMissing(z.enum(ROAST_LEVELS)),
    ...listPaging,
  }),
  output: z.object({
    products: z.array(product),
    total_rows: z.number().int(),
    /** Each facet counts the products every other active filter lets through (not its own). */
    facets: z.object({ origin: z.array(originFacet), process: z.array(facet), roast_level: z.array(facet) }),
    /** When a keyword finds nothing: the keyword with its words put closer to the catalog's own, if that finds something. */
    did_you_mean: z.string().nullable(),
  }),
});

/** Not in the spec: one product by id, so a product page need not load the whole catalogue. */
export const productDetailGet = defineCall({
  name: 'product_detail_get',
  auth: 'public',
  input: z.object({ product_id: z.coerce.number().int().positive().max(2_147_483_647) }),
  output: z.object({ product }),
});

export const sectionProductGet = defineCall({
  name: 'section_product_get',
  auth: 'public',
  input: z.object(listPaging),
  output: z.object({
    sections: z.array(
      z.object({
        section_key: z.string(),
        name_en: z.string(),
        name_zh: z.string(),
        products: z.array(product),
      }),
    ),
  }),
});

export const suggestedProductGet = defineCall({
  name: 'suggested_product_get',
  auth: 'public',
  input: z.object({
    product_id: z.coerce.number().int().positive().max(2_147_483_647),
    keyword_field: z.literal('flag_6').default('flag_6'),
    limit: z.coerce.number().int().min(1).max(50).default(5),
  }),
  output: z.object({ products: z.array(product), total_rows: z.number().int() }),
});

export type Product = z.infer<typeof product>;
export type Variant = z.infer<typeof variant>;
export type CoffeeAttributes = z.infer<typeof coffeeAttributes>;

import { z } from 'zod';
import { ROAST_LEVELS } from '../catalog/product.calls.ts';

/** Longest texts the console accepts; longer is refused (the storefront's layouts are built for these). */
export const TEXT_LIMITS = {
  name: 200,
  description: 5000,
  attribute: 200,
  tag: 40,
  tags: 20,
  sku: 64,
  slug: 80,
  option: 60,
  images: 8,
  variants: 50,
  reason: 300,
} as const;

/** The highest price the console takes (HK$); far below what integer cents can hold. */
export const MAX_PRICE = 1_000_000;

const text = (max: number) => z.string().trim().max(max);
const filled = (max: number) => text(max).min(1);
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
/** HK$ with at most two decimals; the sign is checked by the server's price rules, with a clear message. */
const price = z
  .number()
  .finite()
  .max(MAX_PRICE)
  .refine((n) => Math.abs(Math.round(n * 100) - n * 100) < 1e-6, 'at most two decimals');

/** A picture of the shop's own: a drawn one (/media/art) or one uploaded through the console. */
export const imagePath = z
  .string()
  .max(200)
  .regex(/^\/media\/(art|uploads)\/[a-z0-9-]+\.(svg|webp)$/);

export const variantOptionInput = z.object({
  key: filled(TEXT_LIMITS.option),
  name_en: filled(TEXT_LIMITS.option),
  name_zh: filled(TEXT_LIMITS.option),
  name_cn: text(TEXT_LIMITS.option).default(''),
  value_en: filled(TEXT_LIMITS.option),
  value_zh: filled(TEXT_LIMITS.option),
  value_cn: text(TEXT_LIMITS.option).default(''),
});

export const variantInput = z.object({
  /** Absent for a new variant. */
  variant_id: z.number().int().positive().max(2_147_483_647).optional(),
  sku: z
    .string()
    .trim()
    .min(1)
    .max(TEXT_LIMITS.sku)
    .regex(/^[A-Za-z0-9][A-Za-z0-9._-]*$/),
  retail_price: price,
  sale_price: price,
  discount: z.number().int().min(0).max(100),
  new: z.boolean(),
  /** The opening stock of a new variant; stock of an existing one changes only by an adjustment. */
  stock: z.number().int().min(0).max(1_000_000).optional(),
  images: z.array(imagePath).max(TEXT_LIMITS.images),
  options: z.array(variantOptionInput).max(3),
  /** Grams of coffee in one unit, for the roast plan; null (or left out) for what is not roasted by weight. */
  weight_grams: z.number().int().min(1).max(50_000).nullable().default(null),
});

export const coffeeInput = z.object({
  origin_en: filled(TEXT_LIMITS.attribute),
  origin_zh: filled(TEXT_LIMITS.attribute),
  process_en: text(TEXT_LIMITS.attribute),
  process_zh: text(TEXT_LIMITS.attribute),
  roast_level: z.enum(ROAST_LEVELS),
  tasting_notes_en: text(TEXT_LIMITS.attribute),
  tasting_notes_zh: text(TEXT_LIMITS.attribute),
  roast_date: isoDate.nullable(),
});

/**
 * A product as the console edits it. Chinese (Simplified) texts may be left blank: the server
 * fills them from the Hong Kong Chinese ones, as the storefront's zh-CN fallback.
 */
export const productInput = z.object({
  product_id: z.number().int().positive().max(2_147_483_647).optional(),
  /** Blank: made from the English name. */
  slug: z
    .string()
    .trim()
    .max(TEXT_LIMITS.slug)
    .regex(/^([a-z0-9]+(-[a-z0-9]+)*)?$/)
    .default(''),
  product_name_en: filled(TEXT_LIMITS.name),
  product_name_zh: filled(TEXT_LIMITS.name),
  product_name_cn: text(TEXT_LIMITS.name).default(''),
  product_description_en: text(TEXT_LIMITS.description),
  product_description_zh: text(TEXT_LIMITS.description),
  product_description_cn: text(TEXT_LIMITS.description).default(''),
  /** May be empty: such a product is found by search only (the credit packs are). */
  category_ids: z.array(z.number().int().positive().max(2_147_483_647)).max(10),
  tags: z.array(filled(TEXT_LIMITS.tag)).max(TEXT_LIMITS.tags),
  is_suggested: z.boolean(),
  active: z.boolean(),
  coffee: coffeeInput.nullable(),
  variants: z.array(variantInput).min(1).max(TEXT_LIMITS.variants),
});

export const adminProduct = productInput.extend({
  product_id: z.number().int(),
  slug: z.string(),
  variants: z.array(variantInput.extend({ variant_id: z.number().int(), stock: z.number().int() })),
  created_at: z.string(),
});

export type ProductInput = z.output<typeof productInput>;
export type VariantInput = z.output<typeof variantInput>;
export type AdminProduct = z.infer<typeof adminProduct>;

import { z } from 'zod';
import { defineCall } from '../calls.ts';
import { notice, optionalText, paging } from '../envelope.ts';
import { adminProduct, productInput, TEXT_LIMITS } from './catalog-admin-fields.ts';

const id = z.coerce.number().int().positive().max(2_147_483_647);

export const adminProductRow = z.object({
  product_id: z.number().int(),
  slug: z.string(),
  product_name_en: z.string(),
  product_name_zh: z.string(),
  active: z.boolean(),
  is_suggested: z.boolean(),
  variant_count: z.number().int(),
  /** Units in stock over all variants. */
  stock: z.number().int(),
  /** The cheapest variant's retail price (HK$). */
  price_from: z.number(),
  image: z.string(),
});

/** Every product, hidden ones too, newest first; the keyword matches names, tags and SKUs in any script. */
export const adminProductList = defineCall({
  name: 'admin_product_list',
  auth: 'staff',
  input: z.object({
    keyword: optionalText,
    show: z.enum(['all', 'active', 'hidden']).default('all'),
    ...paging,
  }),
  output: z.object({ products: z.array(adminProductRow), total_rows: z.number().int() }),
});

export const adminProductGet = defineCall({
  name: 'admin_product_get',
  auth: 'staff',
  input: z.object({ product_id: id }),
  output: z.object({ product: adminProduct }),
});

/**
 * Creates (no product_id) or replaces a product with its variants in one transaction. Variants left
 * out of the list are removed; the stock of kept ones changes only through admin_stock_adjust.
 */
export const adminProductSave = defineCall({
  name: 'admin_product_save',
  auth: 'staff',
  input: productInput,
  output: z.object({ product: adminProduct, ...notice }),
});

/** Adds (positive) or removes (negative) units of a variant; the reason goes to the audit log. */
export const adminStockAdjust = defineCall({
  name: 'admin_stock_adjust',
  auth: 'staff',
  input: z.object({
    variant_id: id,
    change: z
      .number()
      .int()
      .min(-1_000_000)
      .max(1_000_000)
      .refine((n) => n !== 0, 'must not be 0'),
    reason: z.string().trim().min(1).max(TEXT_LIMITS.reason),
  }),
  output: z.object({ variant_id: z.number().int(), stock: z.number().int(), ...notice }),
});

/** The sizes every upload is stored in, by name, with their edge in pixels (square). */
export const IMAGE_SIZES = { large: 800, thumb: 200 } as const;

/**
 * Uploads a JPEG, PNG or WebP picture as base64 in the JSON body. The server checks what the bytes
 * are (not what the name says), then stores it as WebP in every size; `image` is the large one's
 * path, for a variant's `images`.
 */
export const adminImageUpload = defineCall({
  name: 'admin_image_upload',
  auth: 'staff',
  input: z.object({ data_base64: z.string().min(1) }),
  output: z.object({
    image: z.string(),
    sizes: z.object({ large: z.string(), thumb: z.string() }),
  }),
});

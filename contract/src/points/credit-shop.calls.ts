import { z } from 'zod';
import { defineCall } from '../calls.ts';
import { blankAsMissing, optionalId, paging } from '../envelope.ts';

import { CREDIT_SORT_OPTIONS } from './credit-sort-options.ts';

export { CREDIT_SORT_OPTIONS, type CreditSortOption } from './credit-sort-options.ts';

const sortBy = blankAsMissing(z.enum(CREDIT_SORT_OPTIONS)).transform((v) => v ?? 'default');

/** A credit exchange option: `from_amount` Beans buy `to_amount` credit, per unit. */
export const creditProduct = z.object({
  id: z.number().int(),
  name_en: z.string(),
  name_zh: z.string(),
  thumbnail: z.string(),
  point_type_from: z.number().int(),
  point_type_to: z.number().int(),
  from_amount: z.number().int(),
  to_amount: z.number().int(),
});
export type CreditProduct = z.infer<typeof creditProduct>;

export const creditProductGet = defineCall({
  name: 'credit_product_get',
  auth: 'public',
  input: z.object({
    sort_by: sortBy,
    point_type_from: optionalId,
    point_type_to: optionalId,
    ...paging,
  }),
  output: z.object({ credit_products: z.array(creditProduct), total_rows: z.number().int() }),
});

/**
 * Credit bought with cash: `price` in HK$ buys `credit_amount` points of `point_type_id`. It is
 * bought through the cart: `variant_id` is the `product_id` that cart_add_product takes.
 */
export const cashCreditProduct = z.object({
  id: z.number().int(),
  name_en: z.string(),
  name_zh: z.string(),
  thumbnail: z.string(),
  point_type_id: z.number().int(),
  price: z.number().nonnegative(),
  credit_amount: z.number().int(),
  variant_id: z.number().int(),
});
export type CashCreditProduct = z.infer<typeof cashCreditProduct>;

export const cashCreditProductGet = defineCall({
  name: 'cash_credit_product_get',
  auth: 'public',
  input: z.object({ sort_by: sortBy, point_type_id: optionalId, ...paging }),
  output: z.object({ cash_credit_products: z.array(cashCreditProduct), total_rows: z.number().int() }),
});

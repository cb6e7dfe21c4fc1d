import { z } from 'zod';
import { defineCall } from '../calls.ts';
import { blankAsMissing, optionalId, paging } from '../envelope.ts';

/** Spec §2: the credit shop sorts by price; for a Beans option the price is its Beans cost. */
export const CREDIT_SORT_OPTIONS = ['default', 'price_high_low', 'price_low_high'] as const;
export type CreditSortOption = (typeof CREDIT_SORT_OPTIONS)[number];

const sortBy = blankAsMissing(z.enum(CREDIT_SORT_OPTIONS)).transform((v) => v ?? 'default');

/** Spec §3 "credit exchange option": `from_amount` Beans buy `to_amount` credit, per unit. */
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

/** Credit bought with cash: `price` in HK$ buys `credit_amount` points of `point_type_id`. */
export const cashCreditProduct = z.object({
  id: z.number().int(),
  name_en: z.string(),
  name_zh: z.string(),
  thumbnail: z.string(),
  point_type_id: z.number().int(),
  price: z.number().nonnegative(),
  credit_amount: z.number().int(),
});
export type CashCreditProduct = z.infer<typeof cashCreditProduct>;

export const cashCreditProductGet = defineCall({
  name: 'cash_credit_product_get',
  auth: 'public',
  input: z.object({ sort_by: sortBy, point_type_id: optionalId, ...paging }),
  output: z.object({ cash_credit_products: z.array(cashCreditProduct), total_rows: z.number().int() }),
});

import { z } from 'zod';
import { defineCall } from '../calls.ts';

/** Days as Hong Kong calendar days, YYYY-MM-DD; money as HK$ wire numbers. */
const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

export const DASHBOARD_DAYS = 30;
export const TOP_PRODUCTS = 5;
/** Sold-out variants with the most back-in-stock requests waiting, most first. */
export const RESTOCK_HINTS = 8;

export const adminDashboardGet = defineCall({
  name: 'admin_dashboard_get',
  auth: 'staff',
  input: z.object({}),
  output: z.object({
    today: z.object({ day, orders_count: z.number().int(), sales_amount: z.number() }),
    /** Orders still waiting for their money (not cancelled): how many and how much cash is due. */
    payments_waiting: z.object({ orders_count: z.number().int(), amount: z.number() }),
    /** Oldest first, one entry for each of the last 30 days, today included. */
    sales_by_day: z.array(z.object({ day, orders_count: z.number().int(), sales_amount: z.number() })),
    top_products: z.array(
      z.object({
        product_id: z.number().int(),
        name_en: z.string(),
        name_zh: z.string(),
        quantity: z.number().int(),
        sales_amount: z.number(),
      }),
    ),
    beans_by_day: z.array(z.object({ day, issued: z.number().int(), burnt: z.number().int() })),
    /** Variants shoppers asked to be told about, with how many wait: what restocking would answer. */
    restock_waiting: z.array(
      z.object({
        variant_id: z.number().int(),
        product_id: z.number().int(),
        name_en: z.string(),
        name_zh: z.string(),
        sku: z.string(),
        stock: z.number().int(),
        waiting: z.number().int(),
      }),
    ),
  }),
});

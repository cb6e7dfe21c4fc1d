import { z } from 'zod';
import { defineCall } from '../calls.ts';
import { paging } from '../envelope.ts';
import { DELIVERY_METHODS, isoDay } from '../orders/checkout-fields.ts';
import {
  MAX_DISCOUNT_PERCENT,
  MAX_FREQUENCY_WEEKS,
  MIN_FREQUENCY_WEEKS,
  SUBSCRIPTION_STATUSES,
} from '../subscriptions/subscription-statuses.ts';

const id = z.coerce.number().int().positive().max(2_147_483_647);

/** A product's plan as the console edits it; an inactive plan takes no new subscribers. */
export const adminSubscriptionPlan = z.object({
  product_id: z.number().int(),
  product_name_en: z.string(),
  product_name_zh: z.string(),
  frequencies_weeks: z.array(z.number().int()),
  discount_percent: z.number().int(),
  active: z.boolean(),
  /** Subscriptions on this product that are not cancelled. */
  subscribers: z.number().int(),
});

export const adminSubscriptionPlanSave = defineCall({
  name: 'admin_subscription_plan_save',
  auth: 'staff',
  input: z.object({
    product_id: id,
    /** Weeks between deliveries a subscriber may choose; kept sorted, each once. */
    frequencies_weeks: z
      .array(z.number().int().min(MIN_FREQUENCY_WEEKS).max(MAX_FREQUENCY_WEEKS))
      .min(1)
      .max(MAX_FREQUENCY_WEEKS),
    discount_percent: z.number().int().min(0).max(MAX_DISCOUNT_PERCENT),
    active: z.boolean(),
  }),
  output: z.object({ plan: adminSubscriptionPlan }),
});

/** Every plan, active or not, by product name. */
export const adminSubscriptionPlansGet = defineCall({
  name: 'admin_subscription_plans_get',
  auth: 'staff',
  input: z.object({}),
  output: z.object({ plans: z.array(adminSubscriptionPlan) }),
});

export const adminSubscriptionRow = z.object({
  subscription_id: z.number().int(),
  status: z.enum(SUBSCRIPTION_STATUSES),
  member_id: z.number().int(),
  member_name: z.string(),
  member_email: z.string().nullable(),
  product_id: z.number().int(),
  product_name_en: z.string(),
  product_name_zh: z.string(),
  sku: z.string(),
  quantity: z.number().int(),
  frequency_weeks: z.number().int(),
  next_date: z.string().nullable(),
  unit_price_cents: z.number().int(),
  delivery_method: z.enum(DELIVERY_METHODS),
  created_at: z.string(),
});

/** Finds subscriptions by part of the member's name or email, or of the product's name or SKU; newest first. */
export const adminSubscriptionsGet = defineCall({
  name: 'admin_subscriptions_get',
  auth: 'staff',
  input: z.object({
    keyword: z.string().trim().max(100).default(''),
    status: z.enum(SUBSCRIPTION_STATUSES).optional(),
    ...paging,
    limit: z.coerce.number().int().min(1).max(200).default(50),
  }),
  output: z.object({ subscriptions: z.array(adminSubscriptionRow), total_rows: z.number().int() }),
});

export const MAX_RENEWAL_DAYS = 28;

/** Deliveries of active subscriptions that have no order yet, per delivery day, and the day each order is made. */
export const adminSubscriptionRenewalsGet = defineCall({
  name: 'admin_subscription_renewals_get',
  auth: 'staff',
  input: z.object({
    /** The first delivery day; Hong Kong today when left out. */
    from: isoDay.optional(),
    days: z.coerce.number().int().min(1).max(MAX_RENEWAL_DAYS).default(14),
  }),
  output: z.object({
    from: z.string(),
    days: z.array(
      z.object({
        date: z.string(),
        /** The day the renewal job makes these orders (the cut-off before the delivery). */
        order_date: z.string(),
        count: z.number().int(),
        units: z.number().int(),
      }),
    ),
  }),
});

export const MAX_ROAST_DAYS = 14;

/**
 * Kilograms to roast, as grams, per roast day and coffee. Each roast day serves the next day's
 * pickups and deliveries: open orders (not cancelled, refunded or handed over) and the active
 * subscriptions' deliveries that have no order yet.
 */
export const adminRoastPlanGet = defineCall({
  name: 'admin_roast_plan_get',
  auth: 'staff',
  input: z.object({
    /** The first roast day; Hong Kong today when left out. */
    from: isoDay.optional(),
    days: z.coerce.number().int().min(1).max(MAX_ROAST_DAYS).default(7),
  }),
  output: z.object({
    days: z.array(
      z.object({
        roast_date: z.string(),
        /** The pickup and delivery day this roast serves. */
        for_date: z.string(),
        total_grams: z.number().int(),
      }),
    ),
    coffees: z.array(
      z.object({
        product_id: z.number().int(),
        name_en: z.string(),
        name_zh: z.string(),
        /** One entry per day, in the order of `days`. */
        grams: z.array(z.number().int()),
        total_grams: z.number().int(),
      }),
    ),
    total_grams: z.number().int(),
  }),
});

export type AdminSubscriptionPlan = z.infer<typeof adminSubscriptionPlan>;
export type AdminSubscriptionRow = z.infer<typeof adminSubscriptionRow>;
export type RoastPlan = z.infer<typeof adminRoastPlanGet.output>;

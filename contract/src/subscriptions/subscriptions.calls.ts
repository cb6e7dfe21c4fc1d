import { z } from 'zod';
import { defineCall } from '../calls.ts';
import { blankAsMissing, optionalId, paging } from '../envelope.ts';
import {
  checkoutAddress,
  DELIVERY_METHODS,
  idempotencyKey,
  isoDay,
  PAYMENT_METHODS,
  withFulfilmentRules,
} from '../orders/checkout-fields.ts';
import {
  MAX_FREQUENCY_WEEKS,
  MAX_SUBSCRIPTION_QUANTITY,
  MIN_FREQUENCY_WEEKS,
  SUBSCRIPTION_ACTIONS,
  SUBSCRIPTION_STATUSES,
} from './subscription-statuses.ts';

export * from './subscription-statuses.ts';

const id = z.coerce.number().int().positive().max(2_147_483_647);
const frequencyWeeks = z.coerce.number().int().min(MIN_FREQUENCY_WEEKS).max(MAX_FREQUENCY_WEEKS);
const quantity = z.coerce.number().int().min(1).max(MAX_SUBSCRIPTION_QUANTITY);

/** A product open to subscriptions: the frequencies offered (weeks) and the subscriber discount. */
export const subscriptionPlan = z.object({
  product_id: z.number().int(),
  frequencies_weeks: z.array(z.number().int()),
  discount_percent: z.number().int(),
});

export const subscriptionPlanGet = defineCall({
  name: 'subscription_plan_get',
  auth: 'public',
  input: z.object({}),
  output: z.object({ plans: z.array(subscriptionPlan) }),
});

/** The address a subscription delivers to: order_create's shipping fields. */
export const subscriptionShipping = checkoutAddress.omit({ additional_info: true });

const localisedOption = z.object({
  name_en: z.string(),
  name_zh: z.string(),
  value_en: z.string(),
  value_zh: z.string(),
});

/**
 * A member's subscription. `next_date` is the next delivery with no order yet (null once cancelled);
 * `cutoff_date` is the day its order will be made (changes after that day reach the delivery after);
 * `upcoming_dates` are the next four deliveries on the frequency grid (empty unless active).
 * `unit_price_cents` is a bag's price locked when subscribing (or changing coffee), discount taken off.
 */
export const subscription = z.object({
  id: z.number().int(),
  status: z.enum(SUBSCRIPTION_STATUSES),
  product_id: z.number().int(),
  variant_id: z.number().int(),
  product_name_en: z.string(),
  product_name_zh: z.string(),
  image: z.string(),
  variant_options: z.array(localisedOption),
  quantity: z.number().int(),
  frequency_weeks: z.number().int(),
  next_date: z.string().nullable(),
  cutoff_date: z.string().nullable(),
  upcoming_dates: z.array(z.string()),
  unit_price_cents: z.number().int(),
  discount_percent: z.number().int(),
  delivery_method: z.enum(DELIVERY_METHODS),
  pickup_store_id: z.number().int().nullable(),
  delivery_country_id: z.number().int().nullable(),
  shipping: subscriptionShipping.nullable(),
  timeslot_id: z.number().int(),
  payment_method: z.enum(PAYMENT_METHODS),
  use_credit: z.boolean(),
  created_at: z.string(),
  cancelled_at: z.string().nullable(),
});

export const subscriptionCreateInput = withFulfilmentRules(
  z.object({
    variant_id: id,
    quantity,
    frequency_weeks: frequencyWeeks,
    first_date: isoDay,
    delivery_method: z.enum(DELIVERY_METHODS),
    pickup_store_id: optionalId,
    delivery_country_id: optionalId,
    shipping: blankAsMissing(subscriptionShipping),
    timeslot_id: id,
    payment_method: z.enum(PAYMENT_METHODS),
    /** Pay each delivery with store credit first (as far as it goes), then by the payment method. */
    use_credit: z.boolean().default(false),
    /** A retry with the same key returns the same subscription. */
    idempotency_key: idempotencyKey,
  }),
);

export const subscriptionCreate = defineCall({
  name: 'subscription_create',
  auth: 'member',
  input: subscriptionCreateInput,
  output: z.object({ subscription }),
});

export const subscriptionGet = defineCall({
  name: 'subscription_get',
  auth: 'member',
  input: z.object(paging),
  output: z.object({ subscriptions: z.array(subscription), total_rows: z.number().int() }),
});

/** The fields `change` may set; at least one is given. */
const CHANGE_FIELDS = ['variant_id', 'quantity', 'frequency_weeks', 'next_date'] as const;

export const subscriptionUpdateInput = z
  .object({
    subscription_id: id,
    action: z.enum(SUBSCRIPTION_ACTIONS),
    variant_id: id.optional(),
    quantity: quantity.optional(),
    frequency_weeks: frequencyWeeks.optional(),
    next_date: isoDay.optional(),
  })
  .refine((o) => o.action !== 'change' || CHANGE_FIELDS.some((f) => o[f] !== undefined), {
    message: 'change needs at least one of variant_id, quantity, frequency_weeks, next_date',
    path: ['action'],
  });

export const subscriptionUpdate = defineCall({
  name: 'subscription_update',
  auth: 'member',
  input: subscriptionUpdateInput,
  output: z.object({ subscription }),
});

export type Subscription = z.infer<typeof subscription>;
export type SubscriptionPlan = z.infer<typeof subscriptionPlan>;
export type SubscriptionCreateInput = z.infer<typeof subscriptionCreateInput>;
export type SubscriptionUpdateInput = z.infer<typeof subscriptionUpdateInput>;

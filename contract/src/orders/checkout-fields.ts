import { z } from 'zod';
import { blankAsMissing, optionalId } from '../envelope.ts';
import { email, personName, phoneNumber } from '../members/member-fields.ts';

export const DELIVERY_METHODS = ['pickup', 'delivery'] as const;
export const PAYMENT_METHODS = ['pay_at_store', 'bank_transfer', 'fps'] as const;

const optional = (max: number) => blankAsMissing(z.string().trim().max(max));

/**
 * The pinned billing/shipping fields. Which of them are required depends on the method, the
 * country and whether a member is signed in, so the service checks that and names the field.
 */
export const checkoutAddress = z.object({
  first_name: personName,
  last_name: personName,
  email: blankAsMissing(email),
  phone: blankAsMissing(phoneNumber),
  address: optional(300),
  company_name: optional(200),
  country_id: optionalId,
  city: optional(100),
  state: optional(100),
  /** Not pinned: a Hong Kong address may name its district here instead of in city or state. */
  district: optional(100),
  postal_code: optional(20),
  additional_info: optional(1000),
});

/** A real calendar day written YYYY-MM-DD. */
export const isoDay = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .refine((d) => new Date(`${d}T00:00:00Z`).toISOString().slice(0, 10) === d, 'not a calendar date');

const requiredFor = (method: (typeof DELIVERY_METHODS)[number], field: string) => ({
  message: `${field} is required for ${method}`,
  path: [field],
});

/** The fields of a pickup-or-delivery choice; what they require of each other is in `withFulfilmentRules`. */
interface FulfilmentChoice {
  delivery_method: (typeof DELIVERY_METHODS)[number];
  pickup_store_id?: number;
  delivery_country_id?: number;
  shipping?: unknown;
  payment_method: (typeof PAYMENT_METHODS)[number];
}

/**
 * A pickup needs its store; a delivery its country and address; paying at the shop is for pickups.
 * Shared by the checkout and subscriptions, which choose their fulfilment the same way.
 */
export function withFulfilmentRules<T extends z.ZodType<FulfilmentChoice>>(schema: T) {
  return schema
    .refine(
      (o) => o.delivery_method !== 'pickup' || o.pickup_store_id !== undefined,
      requiredFor('pickup', 'pickup_store_id'),
    )
    .refine(
      (o) => o.delivery_method !== 'delivery' || o.delivery_country_id !== undefined,
      requiredFor('delivery', 'delivery_country_id'),
    )
    .refine(
      (o) => o.delivery_method !== 'delivery' || o.shipping !== undefined,
      requiredFor('delivery', 'shipping'),
    )
    .refine((o) => o.payment_method !== 'pay_at_store' || o.delivery_method === 'pickup', {
      message: 'pay_at_store is only for pickup',
      path: ['payment_method'],
    });
}

/** A key the page picks once per form, so that a retried request finds what the first one made. */
export const idempotencyKey = z
  .string()
  .trim()
  .min(8)
  .max(100)
  .regex(/^[\w.:-]+$/);

export const orderCreateInput = withFulfilmentRules(
  z.object({
    access_token: z.string().max(200),
    delivery_method: z.enum(DELIVERY_METHODS),
    pickup_store_id: optionalId,
    delivery_country_id: optionalId,
    date: isoDay,
    timeslot_id: z.coerce.number().int().positive().max(2_147_483_647),
    payment_method: z.enum(PAYMENT_METHODS),
    /** Chosen by the storefront once per checkout; a retry with the same key returns the same order. */
    idempotency_key: idempotencyKey,
    billing: checkoutAddress,
    shipping: blankAsMissing(checkoutAddress.omit({ additional_info: true })),
    additional_info: optional(1000),
  }),
);

export type CheckoutAddress = z.infer<typeof checkoutAddress>;
export type OrderCreateInput = z.infer<typeof orderCreateInput>;

import type { CheckoutAddress } from '@shop/contract/orders/checkout-fields';
import { DELIVERY_METHODS, PAYMENT_METHODS } from '@shop/contract/orders/checkout-fields';
import { SUBSCRIPTION_STATUSES } from '@shop/contract/subscriptions/subscription-statuses';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  unique,
} from 'drizzle-orm/pg-core';
import { integerReference, timestamps, timestamptz, updatedAt } from '../../db/columns.ts';
import { products, variants } from '../catalog/catalog.tables.ts';
import { deliveryCountries, pickupStores, timeslots } from '../lookups/lookups.tables.ts';
import { members } from '../members/members.tables.ts';

/** The shipping address a subscription delivers to, as order_create takes it (no order note). */
export type SubscriptionShipping = Omit<CheckoutAddress, 'additional_info'>;

/** A product staff opened to subscriptions: the frequencies offered and the subscriber discount. */
export const subscriptionPlans = pgTable(
  'subscription_plans',
  {
    productId: integerReference('product_id', () => products.id, { onDelete: 'cascade' }).primaryKey(),
    frequenciesWeeks: integer('frequencies_weeks').array().notNull(),
    discountPercent: integer('discount_percent').notNull(),
    active: boolean('active').notNull().default(true),
    ...updatedAt(),
  },
  (t) => [
    check(
      'subscription_plans_frequencies',
      sql`cardinality(${t.frequenciesWeeks}) > 0 AND 1 <= ALL(${t.frequenciesWeeks}) AND 8 >= ALL(${t.frequenciesWeeks})`,
    ),
    check('subscription_plans_discount', sql`${t.discountPercent} BETWEEN 0 AND 50`),
  ],
);

/**
 * A member's standing order: every `frequency_weeks` a delivery on `next_date`, made into an
 * ordinary order by the renewal job a few days before (docs/subscriptions.md). The price and
 * discount are locked when it is made (or when the coffee is changed).
 */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: serial('id').primaryKey(),
    memberId: integerReference('member_id', () => members.id).notNull(),
    status: text('status', { enum: SUBSCRIPTION_STATUSES }).notNull().default('active'),
    variantId: integerReference('variant_id', () => variants.id).notNull(),
    quantity: integer('quantity').notNull(),
    frequencyWeeks: integer('frequency_weeks').notNull(),
    /** The next delivery with no order yet (a Hong Kong calendar day); null once cancelled. */
    nextDate: date('next_date', { mode: 'string' }),
    unitPriceCents: integer('unit_price_cents').notNull(),
    discountPercent: integer('discount_percent').notNull(),
    deliveryMethod: text('delivery_method', { enum: DELIVERY_METHODS }).notNull(),
    pickupStoreId: integerReference('pickup_store_id', () => pickupStores.id),
    deliveryCountryId: integerReference('delivery_country_id', () => deliveryCountries.id),
    shipping: jsonb('shipping').$type<SubscriptionShipping>(),
    timeslotId: integerReference('timeslot_id', () => timeslots.id).notNull(),
    paymentMethod: text('payment_method', { enum: PAYMENT_METHODS }).notNull(),
    /** Pay each renewal with the member's store credit first, then by the payment method. */
    useCredit: boolean('use_credit').notNull().default(false),
    idempotencyKey: text('idempotency_key').notNull(),
    /** The next_date the reminder email was last sent for, so it goes once per delivery. */
    remindedFor: date('reminded_for', { mode: 'string' }),
    /** Renewals that could not be made in a row; the job pauses the subscription at three. */
    failedAttempts: integer('failed_attempts').notNull().default(0),
    ...timestamps(),
    cancelledAt: timestamptz('cancelled_at'),
  },
  (t) => [
    unique('subscriptions_member_idempotency').on(t.memberId, t.idempotencyKey),
    index('subscriptions_member').on(t.memberId, t.createdAt),
    // What the renewal and reminder jobs read: the active ones by their next delivery.
    index('subscriptions_due').on(t.nextDate).where(sql`${t.status} = 'active'`),
    check('subscriptions_status', sql`${t.status} IN ('active', 'paused', 'cancelled')`),
    check('subscriptions_quantity', sql`${t.quantity} BETWEEN 1 AND 20`),
    check('subscriptions_frequency', sql`${t.frequencyWeeks} BETWEEN 1 AND 8`),
    check('subscriptions_discount', sql`${t.discountPercent} BETWEEN 0 AND 50`),
    check('subscriptions_price', sql`${t.unitPriceCents} >= 0`),
    check('subscriptions_failed_attempts', sql`${t.failedAttempts} >= 0`),
    check(
      'subscriptions_cancelled',
      sql`(${t.status} = 'cancelled') = (${t.nextDate} IS NULL)
        AND (${t.status} = 'cancelled') = (${t.cancelledAt} IS NOT NULL)`,
    ),
    check('subscriptions_delivery_method', sql`${t.deliveryMethod} IN ('pickup', 'delivery')`),
    check(
      'subscriptions_payment_method',
      sql`${t.paymentMethod} IN ('pay_at_store', 'bank_transfer', 'fps')
        AND (${t.paymentMethod} <> 'pay_at_store' OR ${t.deliveryMethod} = 'pickup')`,
    ),
    check(
      'subscriptions_fulfilment',
      sql`(${t.deliveryMethod} = 'pickup' AND ${t.pickupStoreId} IS NOT NULL)
        OR (${t.deliveryMethod} = 'delivery' AND ${t.deliveryCountryId} IS NOT NULL AND ${t.shipping} IS NOT NULL)`,
    ),
  ],
);

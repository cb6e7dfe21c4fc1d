import type { RefundLine } from '@shop/contract/admin/admin-orders.calls';
import {
  ORDER_ACTIONS,
  ORDER_PAYMENT_STATUSES,
  ORDER_STATUSES,
} from '@shop/contract/admin/admin-orders.calls';
import { DELIVERY_METHODS, PAYMENT_METHODS } from '@shop/contract/orders/checkout-fields';
import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { bilingualText, createdAt, integerReference, timestamptz } from '../../db/columns.ts';
import { staffAccounts } from '../admin/staff.tables.ts';
import { siteAccessTokens } from '../cart/cart.tables.ts';
import { coupons } from '../cart/coupons.tables.ts';
import { products, type VariantOption, variants } from '../catalog/catalog.tables.ts';
import { deliveryCountries, pickupStores, timeslots } from '../lookups/lookups.tables.ts';
import { members } from '../members/members.tables.ts';
import { subscriptions } from '../subscriptions/subscriptions.tables.ts';

/** Billing and shipping as written at checkout, with country names kept as they were then. */
export interface OrderAddress {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  address: string;
  companyName: string;
  countryNameEn: string;
  countryNameZh: string;
  city: string;
  state: string;
  postalCode: string;
}

/** Feeds the running part of order numbers; a sequence never hands out the same value twice. */
export const orderNumberSeq = pgSequence('order_number_seq', { startWith: 1 });

export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    orderNumber: text('order_number').notNull().unique(),
    /** The guest's receipt link: random, and the only key order_detail_get accepts. */
    orderToken: text('order_token').notNull().unique(),
    memberId: integerReference('member_id', () => members.id),
    accessTokenId: integerReference('access_token_id', () => siteAccessTokens.id, { onDelete: 'set null' }),
    deliveryMethod: text('delivery_method', { enum: DELIVERY_METHODS }).notNull(),
    pickupStoreId: integerReference('pickup_store_id', () => pickupStores.id),
    deliveryCountryId: integerReference('delivery_country_id', () => deliveryCountries.id),
    fulfilmentDate: date('fulfilment_date', { mode: 'string' }).notNull(),
    timeslotId: integerReference('timeslot_id', () => timeslots.id).notNull(),
    paymentMethod: text('payment_method', { enum: PAYMENT_METHODS }).notNull(),
    paymentStatus: text('payment_status', { enum: ORDER_PAYMENT_STATUSES }).notNull().default('pending'),
    /** Fulfilment, moved on by staff (docs/order-lifecycle.md); the CHECKs hold the legal pairs. */
    status: text('status', { enum: ORDER_STATUSES }).notNull().default('placed'),
    paidAt: timestamptz('paid_at'),
    billing: jsonb('billing').$type<OrderAddress>().notNull(),
    shipping: jsonb('shipping').$type<OrderAddress>(),
    additionalInfo: text('additional_info').notNull().default(''),
    couponId: integerReference('coupon_id', () => coupons.id),
    couponCode: text('coupon_code').notNull().default(''),
    subtotalCents: integer('subtotal_cents').notNull(),
    discountCents: integer('discount_cents').notNull(),
    shippingFeeCents: integer('shipping_fee_cents').notNull(),
    creditPoints: integer('credit_points').notNull(),
    creditCents: integer('credit_cents').notNull(),
    totalCents: integer('total_cents').notNull(),
    cashCents: integer('cash_cents').notNull(),
    /** Cash the shop owes back (it pays it back by hand) and credit points already returned. */
    refundedCashCents: integer('refunded_cash_cents').notNull().default(0),
    returnedCreditPoints: integer('returned_credit_points').notNull().default(0),
    ...createdAt(),
    /** When a transfer or FPS order still unpaid is cancelled (docs/order-lifecycle.md); fixed when placed. */
    paymentDueAt: timestamptz('payment_due_at'),
    /** When the one payment reminder was queued. */
    paymentRemindedAt: timestamptz('payment_reminded_at'),
    /** The delivery address as the unpaid-order limits compare it (`addressKey`); null for a pickup. */
    addressKey: text('address_key'),
    /** The subscription this order renews and the delivery date it was made for (docs/subscriptions.md). */
    subscriptionId: integerReference('subscription_id', () => subscriptions.id),
    subscriptionDate: date('subscription_date', { mode: 'string' }),
  },
  (t) => [
    index('orders_member').on(t.memberId, t.createdAt),
    // One order per subscription and delivery date, however many renewal jobs run at once.
    uniqueIndex('orders_subscription_date').on(t.subscriptionId, t.subscriptionDate),
    check('orders_subscription', sql`(${t.subscriptionId} IS NULL) = (${t.subscriptionDate} IS NULL)`),
    // The orders waiting for a transfer: few, and what the deadline job and the limits read.
    index('orders_awaiting_transfer')
      .on(t.paymentDueAt)
      .where(
        sql`${t.paymentDueAt} IS NOT NULL AND ${t.paymentStatus} = 'pending' AND ${t.status} = 'placed'`,
      ),
    check('orders_payment_due', sql`${t.paymentDueAt} IS NULL OR ${t.paymentMethod} <> 'pay_at_store'`),
    check('orders_payment_reminded', sql`${t.paymentRemindedAt} IS NULL OR ${t.paymentDueAt} IS NOT NULL`),
    check('orders_delivery_method', sql`${t.deliveryMethod} IN ('pickup', 'delivery')`),
    check('orders_payment_method', sql`${t.paymentMethod} IN ('pay_at_store', 'bank_transfer', 'fps')`),
    check(
      'orders_payment_status',
      sql`${t.paymentStatus} IN ('pending', 'paid', 'partially_refunded', 'refunded')`,
    ),
    check(
      'orders_status',
      sql`${t.status} IN ('placed', 'ready_for_pickup', 'out_for_delivery', 'completed', 'cancelled', 'refunded')`,
    ),
    check(
      'orders_status_method',
      sql`(${t.status} <> 'ready_for_pickup' OR ${t.deliveryMethod} = 'pickup')
        AND (${t.status} <> 'out_for_delivery' OR ${t.deliveryMethod} = 'delivery')`,
    ),
    check(
      'orders_status_payment',
      sql`(${t.status} = 'refunded') = (${t.paymentStatus} = 'refunded')
        AND (${t.status} <> 'cancelled' OR ${t.paymentStatus} = 'pending')
        AND (${t.status} NOT IN ('completed', 'out_for_delivery') OR ${t.paymentStatus} IN ('paid', 'partially_refunded'))
        AND (${t.status} <> 'ready_for_pickup' OR ${t.paymentMethod} = 'pay_at_store' OR ${t.paymentStatus} IN ('paid', 'partially_refunded'))`,
    ),
    check('orders_paid_at', sql`(${t.paymentStatus} = 'pending') = (${t.paidAt} IS NULL)`),
    check(
      'orders_returned',
      sql`${t.refundedCashCents} BETWEEN 0 AND ${t.cashCents}
        AND ${t.returnedCreditPoints} BETWEEN 0 AND ${t.creditPoints}
        AND (${t.paymentStatus} <> 'pending' OR ${t.refundedCashCents} = 0)
        AND (${t.status} <> 'cancelled' OR ${t.returnedCreditPoints} = ${t.creditPoints})
        AND (${t.status} <> 'refunded' OR (${t.refundedCashCents} = ${t.cashCents} AND ${t.returnedCreditPoints} = ${t.creditPoints}))`,
    ),
    index('orders_status_created').on(t.status, t.createdAt),
    // The console's board, newest first, and the dashboard's last 30 days: a range of the index,
    // however many years of orders lie behind it (docs/order-lifecycle.md, "Years of orders").
    index('orders_created').on(t.createdAt, t.id),
    // The dashboard's payments still to come in: a handful of rows among a million.
    index('orders_payments_waiting')
      .on(t.id)
      .where(sql`${t.paymentStatus} = 'pending' AND ${t.status} NOT IN ('cancelled')`),
    index('orders_fulfilment_day').on(t.fulfilmentDate, t.timeslotId),
    check(
      'orders_fulfilment',
      sql`(${t.deliveryMethod} = 'pickup' AND ${t.pickupStoreId} IS NOT NULL AND ${t.shippingFeeCents} = 0)
        OR (${t.deliveryMethod} = 'delivery' AND ${t.deliveryCountryId} IS NOT NULL AND ${t.shipping} IS NOT NULL)`,
    ),
    check(
      'orders_amounts_non_negative',
      sql`${t.subtotalCents} >= 0 AND ${t.discountCents} >= 0 AND ${t.shippingFeeCents} >= 0
        AND ${t.creditPoints} >= 0 AND ${t.creditCents} >= 0 AND ${t.totalCents} >= 0 AND ${t.cashCents} >= 0`,
    ),
    check(
      'orders_total',
      sql`${t.totalCents} = ${t.subtotalCents} - ${t.discountCents} + ${t.shippingFeeCents}`,
    ),
    check('orders_cash', sql`${t.cashCents} = ${t.totalCents} - ${t.creditCents}`),
  ],
);

/** What was bought, as it was described and priced at that moment. */
export const orderLines = pgTable(
  'order_lines',
  {
    id: serial('id').primaryKey(),
    orderId: integerReference('order_id', () => orders.id, { onDelete: 'cascade' }).notNull(),
    variantId: integerReference('variant_id', () => variants.id, { onDelete: 'set null' }),
    productId: integerReference('product_id', () => products.id, { onDelete: 'set null' }),
    sku: text('sku').notNull(),
    ...bilingualText('name'),
    nameCn: text('name_cn').notNull(),
    options: jsonb('options').$type<VariantOption[]>().notNull().default([]),
    images: text('images').array().notNull().default(sql`'{}'::text[]`),
    retailPriceCents: integer('retail_price_cents').notNull(),
    unitPriceCents: integer('unit_price_cents').notNull(),
    quantity: integer('quantity').notNull(),
    isFreeProduct: boolean('is_free_product').notNull().default(false),
    sortOrder: integer('sort_order').notNull().default(0),
    refundedQuantity: integer('refunded_quantity').notNull().default(0),
  },
  (t) => [
    index('order_lines_order').on(t.orderId),
    check('order_lines_quantity_positive', sql`${t.quantity} > 0`),
    check('order_lines_prices', sql`${t.retailPriceCents} >= 0 AND ${t.unitPriceCents} >= 0`),
    check('order_lines_free_is_free', sql`NOT ${t.isFreeProduct} OR ${t.unitPriceCents} = 0`),
    check('order_lines_refunded_quantity', sql`${t.refundedQuantity} BETWEEN 0 AND ${t.quantity}`),
  ],
);

/** The history of an order: one row per transition a staff member made, never changed afterwards. */
export const orderEvents = pgTable(
  'order_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orderId: integerReference('order_id', () => orders.id, { onDelete: 'cascade' }).notNull(),
    staffId: integerReference('staff_id', () => staffAccounts.id),
    action: text('action', { enum: ORDER_ACTIONS }).notNull(),
    note: text('note').notNull().default(''),
    /** A refund's units, and what this transition paid back in cash and returned in credit points. */
    lines: jsonb('lines').$type<RefundLine[]>().notNull().default([]),
    cashCents: integer('cash_cents').notNull().default(0),
    creditPoints: integer('credit_points').notNull().default(0),
    ...createdAt(),
  },
  (t) => [
    index('order_events_order').on(t.orderId, t.id),
    check(
      'order_events_action',
      sql`${t.action} IN ('confirm_payment', 'ready_for_pickup', 'out_for_delivery', 'complete', 'cancel', 'refund')`,
    ),
    check('order_events_amounts', sql`${t.cashCents} >= 0 AND ${t.creditPoints} >= 0`),
  ],
);

/** One row per order that used a coupon; the limits count these rows under the coupon's row lock. */
export const couponUses = pgTable(
  'coupon_uses',
  {
    id: serial('id').primaryKey(),
    couponId: integerReference('coupon_id', () => coupons.id).notNull(),
    memberId: integerReference('member_id', () => members.id).notNull(),
    orderId: integerReference('order_id', () => orders.id, { onDelete: 'cascade' })
      .notNull()
      .unique(),
    discountCents: integer('discount_cents').notNull(),
    ...createdAt(),
  },
  (t) => [
    index('coupon_uses_coupon_member').on(t.couponId, t.memberId),
    check('coupon_uses_discount', sql`${t.discountCents} >= 0`),
  ],
);

/**
 * The checkout's idempotency key, claimed as the first write of order_create: a second request with
 * the same key waits on this row and then finds the key taken, so one key never makes two orders.
 */
export const idempotencyKeys = pgTable('idempotency_keys', {
  key: text('key').primaryKey(),
  orderId: integerReference('order_id', () => orders.id, { onDelete: 'cascade' }),
  ...createdAt(),
});

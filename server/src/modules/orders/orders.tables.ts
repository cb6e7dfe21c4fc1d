import { DELIVERY_METHODS, PAYMENT_METHODS } from '@shop/contract/orders/checkout-fields';
import { PAYMENT_STATUSES } from '@shop/contract/orders/orders.calls';
import { sql } from 'drizzle-orm';
import {
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
  timestamp,
} from 'drizzle-orm/pg-core';
import { siteAccessTokens } from '../cart/cart.tables.ts';
import { coupons } from '../cart/coupons.tables.ts';
import { products, type VariantOption, variants } from '../catalog/catalog.tables.ts';
import { deliveryCountries, pickupStores, timeslots } from '../lookups/lookups.tables.ts';
import { members } from '../members/members.tables.ts';

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
    memberId: integer('member_id').references(() => members.id),
    accessTokenId: integer('access_token_id').references(() => siteAccessTokens.id, { onDelete: 'set null' }),
    deliveryMethod: text('delivery_method', { enum: DELIVERY_METHODS }).notNull(),
    pickupStoreId: integer('pickup_store_id').references(() => pickupStores.id),
    deliveryCountryId: integer('delivery_country_id').references(() => deliveryCountries.id),
    fulfilmentDate: date('fulfilment_date', { mode: 'string' }).notNull(),
    timeslotId: integer('timeslot_id')
      .notNull()
      .references(() => timeslots.id),
    paymentMethod: text('payment_method', { enum: PAYMENT_METHODS }).notNull(),
    paymentStatus: text('payment_status', { enum: PAYMENT_STATUSES }).notNull().default('pending'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    billing: jsonb('billing').$type<OrderAddress>().notNull(),
    shipping: jsonb('shipping').$type<OrderAddress>(),
    additionalInfo: text('additional_info').notNull().default(''),
    couponId: integer('coupon_id').references(() => coupons.id),
    couponCode: text('coupon_code').notNull().default(''),
    subtotalCents: integer('subtotal_cents').notNull(),
    discountCents: integer('discount_cents').notNull(),
    shippingFeeCents: integer('shipping_fee_cents').notNull(),
    creditPoints: integer('credit_points').notNull(),
    creditCents: integer('credit_cents').notNull(),
    totalCents: integer('total_cents').notNull(),
    cashCents: integer('cash_cents').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('orders_member').on(t.memberId, t.createdAt),
    check('orders_delivery_method', sql`${t.deliveryMethod} IN ('pickup', 'delivery')`),
    check('orders_payment_method', sql`${t.paymentMethod} IN ('pay_at_store', 'bank_transfer')`),
    check('orders_payment_status', sql`${t.paymentStatus} IN ('pending', 'paid')`),
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
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    variantId: integer('variant_id').references(() => variants.id, { onDelete: 'set null' }),
    productId: integer('product_id').references(() => products.id, { onDelete: 'set null' }),
    sku: text('sku').notNull(),
    nameEn: text('name_en').notNull(),
    nameZh: text('name_zh').notNull(),
    nameCn: text('name_cn').notNull(),
    options: jsonb('options').$type<VariantOption[]>().notNull().default([]),
    images: text('images').array().notNull().default(sql`'{}'::text[]`),
    retailPriceCents: integer('retail_price_cents').notNull(),
    unitPriceCents: integer('unit_price_cents').notNull(),
    quantity: integer('quantity').notNull(),
    isFreeProduct: boolean('is_free_product').notNull().default(false),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [
    index('order_lines_order').on(t.orderId),
    check('order_lines_quantity_positive', sql`${t.quantity} > 0`),
    check('order_lines_prices', sql`${t.retailPriceCents} >= 0 AND ${t.unitPriceCents} >= 0`),
    check('order_lines_free_is_free', sql`NOT ${t.isFreeProduct} OR ${t.unitPriceCents} = 0`),
  ],
);

/** One row per order that used a coupon; the limits count these rows under the coupon's row lock. */
export const couponUses = pgTable(
  'coupon_uses',
  {
    id: serial('id').primaryKey(),
    couponId: integer('coupon_id')
      .notNull()
      .references(() => coupons.id),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    orderId: integer('order_id')
      .notNull()
      .unique()
      .references(() => orders.id, { onDelete: 'cascade' }),
    discountCents: integer('discount_cents').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
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
  orderId: integer('order_id').references(() => orders.id, { onDelete: 'cascade' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

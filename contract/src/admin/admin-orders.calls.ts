import { z } from 'zod';
import { defineCall } from '../calls.ts';
import { blankAsMissing, optionalId, optionalText, paging } from '../envelope.ts';
import { DELIVERY_METHODS, isoDay, PAYMENT_METHODS } from '../orders/checkout-fields.ts';

/**
 * The order lifecycle of the staff console (docs/order-lifecycle.md). An order has a fulfilment
 * `status` and, apart from it, a `payment_status`; staff move it on with one of the actions.
 */
export const ORDER_STATUSES = [
  'placed',
  'ready_for_pickup',
  'out_for_delivery',
  'completed',
  'cancelled',
  'refunded',
] as const;

/** The storefront only ever sees `pending` or `paid`: the server maps the refunded ones to `paid`. */
export const ORDER_PAYMENT_STATUSES = ['pending', 'paid', 'partially_refunded', 'refunded'] as const;

export const ORDER_ACTIONS = [
  'confirm_payment',
  'ready_for_pickup',
  'out_for_delivery',
  'complete',
  'cancel',
  'refund',
] as const;

/** Which day `date_from` / `date_to` look at: when the order was placed or its pickup/delivery day. */
export const ORDER_DATE_KINDS = ['placed', 'fulfilment'] as const;

const id = z.coerce.number().int().positive().max(2_147_483_647);
const amount = z.number().nonnegative();

export const adminOrderListInput = z.object({
  status: blankAsMissing(z.enum(ORDER_STATUSES)),
  payment_status: blankAsMissing(z.enum(ORDER_PAYMENT_STATUSES)),
  delivery_method: blankAsMissing(z.enum(DELIVERY_METHODS)),
  date_kind: blankAsMissing(z.enum(ORDER_DATE_KINDS)).default('placed'),
  /** Hong Kong calendar days, both included. */
  date_from: blankAsMissing(isoDay),
  date_to: blankAsMissing(isoDay),
  pickup_store_id: optionalId,
  /** Part of the order number, the customer's name, phone or email. */
  keyword: optionalText,
  ...paging,
  limit: z.coerce.number().int().min(1).max(200).default(50),
});

export const adminOrderRow = z.object({
  order_id: z.number().int(),
  order_number: z.string(),
  created_at: z.string(),
  status: z.enum(ORDER_STATUSES),
  payment_status: z.enum(ORDER_PAYMENT_STATUSES),
  payment_method: z.enum(PAYMENT_METHODS),
  delivery_method: z.enum(DELIVERY_METHODS),
  pickup_store_id: z.number().int().nullable(),
  pickup_store_name_en: z.string(),
  pickup_store_name_zh: z.string(),
  /** The pickup or delivery day and slot. */
  date: z.string(),
  timeslot_start: z.string(),
  timeslot_end: z.string(),
  customer_name: z.string(),
  email: z.string(),
  phone: z.string(),
  member_id: z.number().int().nullable(),
  item_count: z.number().int(),
  total_amount: amount,
  cash_amount: amount,
});

export const adminOrderList = defineCall({
  name: 'admin_order_list',
  auth: 'staff',
  input: adminOrderListInput,
  output: z.object({
    orders: z.array(adminOrderRow),
    /** The matching orders, counted up to ORDER_COUNT_CAP: the board says "more than" beyond it. */
    total_rows: z.number().int(),
    total_capped: z.boolean(),
  }),
});

/** Past this many matching orders (200 pages of 50) the board stops counting and pages no further. */
export const ORDER_COUNT_CAP = 10_000;

export const refundLine = z.object({
  order_line_id: id,
  quantity: z.coerce.number().int().min(1).max(999),
});

export const adminOrderOption = z.object({
  name_en: z.string(),
  name_zh: z.string(),
  value_en: z.string(),
  value_zh: z.string(),
});

export const adminOrderLine = z.object({
  order_line_id: z.number().int(),
  variant_id: z.number().int().nullable(),
  sku: z.string(),
  name_en: z.string(),
  name_zh: z.string(),
  options: z.array(adminOrderOption),
  image: z.string(),
  retail_price: amount,
  unit_price: amount,
  quantity: z.number().int(),
  refunded_quantity: z.number().int(),
  line_total: amount,
  is_free_product: z.boolean(),
});

export const adminAddress = z.object({
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  phone: z.string(),
  company_name: z.string(),
  address: z.string(),
  city: z.string(),
  state: z.string(),
  postal_code: z.string(),
  country_name_en: z.string(),
  country_name_zh: z.string(),
});

export const adminOrderEvent = z.object({
  id: z.number().int(),
  action: z.string(),
  /** Null for what the system did itself (the order being placed). */
  staff_id: z.number().int().nullable(),
  staff_name: z.string(),
  note: z.string(),
  /** A refund's units, and what the transition paid back in cash and returned in credit points. */
  lines: z.array(refundLine),
  cash_amount: amount,
  credit_points: z.number().int(),
  created_at: z.string(),
});

export const adminOrder = adminOrderRow.extend({
  order_token: z.string(),
  paid_at: z.string().nullable(),
  delivery_country_name_en: z.string(),
  delivery_country_name_zh: z.string(),
  billing: adminAddress,
  /** Null for pickup orders. */
  shipping: adminAddress.nullable(),
  additional_info: z.string(),
  coupon_code: z.string(),
  subtotal_amount: amount,
  discount_amount: amount,
  shipping_fee: amount,
  /** Credit points burnt at checkout and the HK$ they paid. */
  credit_points_used: z.number().int(),
  credit_amount: amount,
  /** What has gone back so far: cash the shop owes the customer back, credit points returned. */
  refunded_cash_amount: amount,
  returned_credit_points: z.number().int(),
  lines: z.array(adminOrderLine),
  events: z.array(adminOrderEvent),
  /** The actions a staff member may take now; the console shows a button for each. */
  allowed_actions: z.array(z.enum(ORDER_ACTIONS)),
});

export const adminOrderGet = defineCall({
  name: 'admin_order_get',
  auth: 'staff',
  input: z.object({ order_id: id }),
  output: z.object({ order: adminOrder }),
});

export const adminOrderTransition = defineCall({
  name: 'admin_order_transition',
  auth: 'staff',
  input: z.object({
    order_id: id,
    action: z.enum(ORDER_ACTIONS),
    /** Only with `refund`: the units to refund. Without it, `refund` refunds every unit not refunded yet. */
    lines: z.array(refundLine).min(1).max(200).optional(),
    note: blankAsMissing(z.string().trim().max(500)),
  }),
  output: z.object({ order: adminOrder }),
});

export type OrderStatus = (typeof ORDER_STATUSES)[number];
export type OrderPaymentStatus = (typeof ORDER_PAYMENT_STATUSES)[number];
export type OrderAction = (typeof ORDER_ACTIONS)[number];
export type AdminOrder = z.infer<typeof adminOrder>;
export type AdminOrderRow = z.infer<typeof adminOrderRow>;
export type AdminOrderLine = z.infer<typeof adminOrderLine>;
export type AdminOrderListInput = z.output<typeof adminOrderListInput>;
export type RefundLine = z.infer<typeof refundLine>;

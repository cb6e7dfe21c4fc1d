import { z } from 'zod';
import { defineCall } from '../calls.ts';
import { localisedSlots } from '../cart/cart.calls.ts';
import { blankAsMissing, paging } from '../envelope.ts';
import { DELIVERY_METHODS, orderCreateInput, PAYMENT_METHODS } from './checkout-fields.ts';
import { VOUCHER_STATUSES } from './voucher-statuses.ts';

export { VOUCHER_STATUSES, type VoucherStatus } from './voucher-statuses.ts';

export const PAYMENT_STATUSES = ['pending', 'paid'] as const;

/**
 * The payload of the order's Hong Kong FPS QR code (EMVCo merchant-presented: dynamic, HKD, the cash
 * amount, the order number as reference label 62/05, CRC 63) paying the shop's FPS proxy. Present
 * while an `fps` or `bank_transfer` order with cash to pay waits for it; absent otherwise.
 */
export const fpsQr = z.string().optional();

export const orderCreate = defineCall({
  name: 'order_create',
  auth: 'cart',
  input: orderCreateInput,
  output: z.object({ order_token: z.string(), order_number: z.string(), fps_qr: fpsQr }),
});

const amount = z.number().nonnegative();
const strings = <K extends string>(keys: readonly K[]) =>
  Object.fromEntries(keys.map((k) => [k, z.string()])) as Record<K, z.ZodString>;

/** A line of a placed order: `product_name` and the plain slots are English; every language follows. */
export const orderProduct = z.object({
  product_id: z.number().int(),
  variant_id: z.number().int().nullable(),
  image: z.array(z.string()),
  product_name: z.string(),
  product_name_en: z.string(),
  product_name_zh: z.string(),
  product_name_cn: z.string(),
  product_sku: z.string(),
  ...strings([
    'variant_name_1',
    'variant_value_1',
    'variant_name_2',
    'variant_value_2',
    'variant_name_3',
    'variant_value_3',
  ] as const),
  ...localisedSlots,
  retail_price: amount,
  /** The unit price charged. */
  sale_price: amount,
  quantity: z.number().int(),
  is_free_product: z.union([z.literal(0), z.literal(1)]),
});

/** An order as shown: `total_amount = subtotal − discount + shipping`, `cash = total − credit`. */
export const orderDetail = z.object({
  order_number: z.string(),
  order_token: z.string(),
  created_at: z.string(),
  delivery_method: z.enum(DELIVERY_METHODS),
  date: z.string(),
  timeslot_start: z.string(),
  timeslot_end: z.string(),
  pickup_store_name_en: z.string(),
  pickup_store_name_zh: z.string(),
  payment_method: z.enum(PAYMENT_METHODS),
  payment_status: z.enum(PAYMENT_STATUSES),
  /**
   * The payment deadline of a transfer or FPS order (ISO instant): still unpaid then, it is cancelled.
   * Null when the order has none (paid at the shop, or nothing to pay). It stays once the order is paid.
   */
  payment_due_at: z.string().nullable(),
  ...strings([
    'first_name',
    'last_name',
    'address',
    'company_name',
    'phone',
    'additional_info',
    'country_name',
    'country_name_zh',
    'city',
    'state',
    'postal_code',
    'email',
  ] as const),
  ...strings([
    'first_name2',
    'last_name2',
    'address2',
    'company_name2',
    'phone2',
    'country_name2',
    'country_name2_zh',
    'city2',
    'state2',
    'postal_code2',
    'email2',
  ] as const),
  coupon_code: z.string(),
  subtotal_amount: amount,
  discount_amount: amount,
  shipping_fee: amount,
  total_amount: amount,
  /** Credit points burnt, and the HK$ they paid. */
  total_point_used: z.number().int(),
  total_point_to_cash_value: amount,
  cash_amount: amount,
  fps_qr: fpsQr,
  /** When the shopper last sent a screenshot of their transfer (order_payment_receipt_upload), or null. */
  receipt_uploaded_at: z.string().nullable(),
  order_products: z.array(orderProduct),
});

export const orderDetailGet = defineCall({
  name: 'order_detail_get',
  auth: 'public',
  input: z.object({ order_token: z.string().trim().min(1).max(200) }),
  output: z.object({ order: orderDetail }),
});

export const orderSummary = orderDetail
  .pick({
    order_number: true,
    order_token: true,
    created_at: true,
    delivery_method: true,
    date: true,
    payment_method: true,
    payment_status: true,
    subtotal_amount: true,
    discount_amount: true,
    shipping_fee: true,
    total_amount: true,
    total_point_to_cash_value: true,
    cash_amount: true,
  })
  .extend({
    item_count: z.number().int(),
    /** The subscription this order is a delivery of; null for an order placed at checkout. */
    subscription_id: z.number().int().nullable(),
  });

export const orderGet = defineCall({
  name: 'order_get',
  auth: 'member',
  input: z.object(paging),
  output: z.object({ orders: z.array(orderSummary), total_rows: z.number().int() }),
});

export const purchasedItem = orderProduct.extend({
  order_number: z.string(),
  order_token: z.string(),
  created_at: z.string(),
});

export const purchasedItemGet = defineCall({
  name: 'purchased_item_get',
  auth: 'member',
  input: z.object(paging),
  output: z.object({ order_products: z.array(purchasedItem), total_rows: z.number().int() }),
});

/** A coupon as a member sees it: `active` can be used now, `used` has no uses left for them. */
export const voucher = z.object({
  id: z.number().int(),
  code: z.string(),
  kind: z.enum(['percent', 'fixed', 'free_shipping']),
  /** Percent for `percent`, HK$ for `fixed`, 0 for `free_shipping`. */
  value: z.number(),
  max_discount: z.number().nullable(),
  min_subtotal: z.number(),
  description_en: z.string(),
  description_zh: z.string(),
  starts_at: z.string().nullable(),
  ends_at: z.string().nullable(),
  status: z.enum(['active', 'used', 'expired']),
  times_used: z.number().int(),
  /** Uses left for this member; null when unlimited. */
  uses_left: z.number().int().nullable(),
});

export const memberVoucherGet = defineCall({
  name: 'member_voucher_get',
  auth: 'member',
  input: z.object({ status: blankAsMissing(z.enum(VOUCHER_STATUSES)).default('all'), ...paging }),
  output: z.object({ vouchers: z.array(voucher), total_rows: z.number().int() }),
});

export type OrderDetail = z.infer<typeof orderDetail>;
export type OrderProduct = z.infer<typeof orderProduct>;
export type OrderSummary = z.infer<typeof orderSummary>;
export type PurchasedItem = z.infer<typeof purchasedItem>;
export type Voucher = z.infer<typeof voucher>;

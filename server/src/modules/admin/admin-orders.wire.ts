import type {
  AdminOrder,
  AdminOrderLine,
  AdminOrderRow,
  adminAddress,
  adminOrderEvent,
  adminOrderOption,
} from '@shop/contract/admin/admin-orders.calls';
import { cents, toWire } from '@shop/contract/money';
import type { z } from 'zod';
import type { VariantOption } from '../catalog/index.ts';
import type { PickupStore, TimeslotRow } from '../lookups/index.ts';
import {
  allowedActions,
  type OrderAddress,
  type OrderEventRow,
  type OrderLineRow,
  type OrderRow,
} from '../orders/index.ts';

const amount = (value: number) => toWire(cents(value));

export function optionsOf(options: VariantOption[]): z.infer<typeof adminOrderOption>[] {
  return options.map((o) => ({
    name_en: o.name.en,
    name_zh: o.name.zh,
    value_en: o.value.en,
    value_zh: o.value.zh,
  }));
}

export function adminOrderRowOf(
  order: OrderRow,
  slot: TimeslotRow,
  store: PickupStore | null,
  itemCount: number,
): AdminOrderRow {
  const { billing } = order;
  return {
    order_id: order.id,
    order_number: order.orderNumber,
    created_at: order.createdAt.toISOString(),
    status: order.status,
    payment_status: order.paymentStatus,
    payment_method: order.paymentMethod,
    delivery_method: order.deliveryMethod,
    pickup_store_id: order.pickupStoreId,
    pickup_store_name_en: store?.nameEn ?? '',
    pickup_store_name_zh: store?.nameZh ?? '',
    date: order.fulfilmentDate,
    timeslot_start: slot.startTime,
    timeslot_end: slot.endTime,
    customer_name: `${billing.firstName} ${billing.lastName}`.trim(),
    email: billing.email,
    phone: billing.phone,
    member_id: order.memberId,
    item_count: itemCount,
    total_amount: amount(order.totalCents),
    cash_amount: amount(order.cashCents),
  };
}

function addressOf(a: OrderAddress): z.infer<typeof adminAddress> {
  return {
    first_name: a.firstName,
    last_name: a.lastName,
    email: a.email,
    phone: a.phone,
    company_name: a.companyName,
    address: a.address,
    city: a.city,
    state: a.state,
    postal_code: a.postalCode,
    country_name_en: a.countryNameEn,
    country_name_zh: a.countryNameZh,
  };
}

export function lineOf(line: OrderLineRow): AdminOrderLine {
  return {
    order_line_id: line.id,
    variant_id: line.variantId,
    sku: line.sku,
    name_en: line.nameEn,
    name_zh: line.nameZh,
    options: optionsOf(line.options),
    image: line.images[0] ?? '',
    retail_price: amount(line.retailPriceCents),
    unit_price: amount(line.unitPriceCents),
    quantity: line.quantity,
    refunded_quantity: line.refundedQuantity,
    line_total: amount(line.unitPriceCents * line.quantity),
    is_free_product: line.isFreeProduct,
  };
}

export function eventOf(event: OrderEventRow, staffName: string | null): z.infer<typeof adminOrderEvent> {
  return {
    id: event.id,
    action: event.action,
    staff_id: event.staffId,
    staff_name: staffName ?? '',
    note: event.note,
    lines: event.lines,
    cash_amount: amount(event.cashCents),
    credit_points: event.creditPoints,
    created_at: event.createdAt.toISOString(),
  };
}

export interface OrderParts {
  row: AdminOrderRow;
  order: OrderRow;
  countryEn: string;
  countryZh: string;
  lines: OrderLineRow[];
  events: z.infer<typeof adminOrderEvent>[];
}

export function adminOrderOf({ row, order, countryEn, countryZh, lines, events }: OrderParts): AdminOrder {
  return {
    ...row,
    order_token: order.orderToken,
    paid_at: order.paidAt?.toISOString() ?? null,
    delivery_country_name_en: countryEn,
    delivery_country_name_zh: countryZh,
    billing: addressOf(order.billing),
    shipping: order.shipping ? addressOf(order.shipping) : null,
    additional_info: order.additionalInfo,
    coupon_code: order.couponCode,
    subtotal_amount: amount(order.subtotalCents),
    discount_amount: amount(order.discountCents),
    shipping_fee: amount(order.shippingFeeCents),
    credit_points_used: order.creditPoints,
    credit_amount: amount(order.creditCents),
    refunded_cash_amount: amount(order.refundedCashCents),
    returned_credit_points: order.returnedCreditPoints,
    lines: lines.map(lineOf),
    events,
    allowed_actions: allowedActions(order),
  };
}

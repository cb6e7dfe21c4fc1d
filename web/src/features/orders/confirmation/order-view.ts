import type { OrderDetail, OrderProduct } from '@shop/contract/orders/orders.calls';
import { pickLocalised } from '../../../i18n/localised.ts';

export interface TotalLine {
  key: 'subtotal' | 'discount' | 'shipping' | 'grandTotal' | 'credit' | 'cashPaid' | 'cashDue';
  amount: number;
}

/**
 * Totals, top to bottom. The server sends every amount as a non-negative number; the
 * discount and the credit used are taken off, so they are shown negative (a zero stays 0).
 * The cash is "paid" only once the payment is confirmed; until then it is still to pay.
 */
export function orderTotalLines(order: OrderDetail): TotalLine[] {
  const off = (amount: number) => (amount > 0 ? -amount : 0);
  return [
    { key: 'subtotal', amount: order.subtotal_amount },
    { key: 'discount', amount: off(order.discount_amount) },
    { key: 'shipping', amount: order.shipping_fee },
    { key: 'grandTotal', amount: order.total_amount },
    { key: 'credit', amount: off(order.total_point_to_cash_value) },
    { key: order.payment_status === 'paid' ? 'cashPaid' : 'cashDue', amount: order.cash_amount },
  ];
}

export interface VariantPair {
  name: string;
  value: string;
}

/** Up to three option name/value pairs, each only when its value exists, in the shopper's language. */
export function variantPairs(product: OrderProduct, language: string): VariantPair[] {
  return ([1, 2, 3] as const)
    .map((n) => ({
      name: pickLocalised(product, `variant_name_${n}`, language) || product[`variant_name_${n}`],
      value: pickLocalised(product, `variant_value_${n}`, language) || product[`variant_value_${n}`],
    }))
    .filter((pair) => pair.value !== '');
}

/** The line subtotal is the sale price times the quantity, both read as numbers. */
export function lineSubtotal(product: Pick<OrderProduct, 'sale_price' | 'quantity'>): number {
  return Math.round(Number(product.sale_price) * Number(product.quantity) * 100) / 100;
}

/** The address lines worth printing: a pickup or a Hong Kong address leaves some fields empty. */
export function filledFields<F extends string>(fields: readonly F[], value: (field: F) => string): F[] {
  return fields.filter((field) => value(field).trim() !== '');
}

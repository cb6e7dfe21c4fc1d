import type { Cart } from '@shop/contract/cart/cart.calls';
import type { ShippingMethod } from './cart.slice.ts';

export type ShippingShown =
  | { kind: 'pending' }
  | { kind: 'pickup' }
  | { kind: 'free' }
  | { kind: 'amount'; amount: number };

export type TotalRow =
  | { key: 'subtotal' | 'coupon' | 'credit' | 'total'; amount: number }
  | { key: 'shipping'; shipping: ShippingShown };

type Totals = Pick<Cart, 'subtotal' | 'coupon_discount' | 'credit_discount' | 'shipping_fee' | 'total'>;

/**
 * A pickup costs nothing to send, so it says so (the server prices pickup at 0). A delivery reads
 * "calculated at checkout" until a delivery country prices it.
 */
export function shippingShown(fee: number | null, method: ShippingMethod): ShippingShown {
  if (method === 'pickup') return { kind: 'pickup' };
  if (fee === null) return { kind: 'pending' };
  return fee === 0 ? { kind: 'free' } : { kind: 'amount', amount: fee };
}

/**
 * The summary's lines, top to bottom. Discounts are negative so they read as taken off, and a
 * discount line appears only when something is taken off.
 */
export function cartTotalRows(cart: Totals, method: ShippingMethod): TotalRow[] {
  const rows: TotalRow[] = [{ key: 'subtotal', amount: cart.subtotal }];
  if (cart.coupon_discount > 0) rows.push({ key: 'coupon', amount: -cart.coupon_discount });
  if (cart.credit_discount > 0) rows.push({ key: 'credit', amount: -cart.credit_discount });
  rows.push({ key: 'shipping', shipping: shippingShown(cart.shipping_fee, method) });
  rows.push({ key: 'total', amount: cart.total });
  return rows;
}

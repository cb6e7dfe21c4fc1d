import type { Cart } from '@shop/contract/cart/cart.calls';
import type { ShippingMethod } from './cart.slice.ts';

export type ShippingShown = { kind: 'pending' } | { kind: 'free' } | { kind: 'amount'; amount: number };

export type TotalRow =
  | { key: 'subtotal' | 'coupon' | 'credit' | 'total'; amount: number }
  | { key: 'shipping'; shipping: ShippingShown };

type Totals = Pick<Cart, 'subtotal' | 'coupon_discount' | 'credit_discount' | 'shipping_fee' | 'total'>;

/**
 * Shipping reads "calculated at checkout" until a delivery country is set. Once the
 * shopper has settled on pickup (at checkout), it is free: the server prices pickup at 0.
 */
export function shippingShown(
  fee: number | null,
  method: ShippingMethod,
  pickupSettled: boolean,
): ShippingShown {
  if (method === 'pickup' && pickupSettled) return { kind: 'free' };
  if (fee === null) return { kind: 'pending' };
  return fee === 0 ? { kind: 'free' } : { kind: 'amount', amount: fee };
}

/**
 * The summary's lines, top to bottom. Discounts are negative so they read as taken off, and a
 * discount line appears only when something is taken off.
 */
export function cartTotalRows(cart: Totals, method: ShippingMethod, pickupSettled: boolean): TotalRow[] {
  const rows: TotalRow[] = [{ key: 'subtotal', amount: cart.subtotal }];
  if (cart.coupon_discount > 0) rows.push({ key: 'coupon', amount: -cart.coupon_discount });
  if (cart.credit_discount > 0) rows.push({ key: 'credit', amount: -cart.credit_discount });
  rows.push({ key: 'shipping', shipping: shippingShown(cart.shipping_fee, method, pickupSettled) });
  rows.push({ key: 'total', amount: cart.total });
  return rows;
}

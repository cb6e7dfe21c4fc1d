import type { Cart, CartItem } from '@shop/contract/cart/cart.calls';

export type CartMessage = Cart['messages'][number];

/** The part of the cart state the server owns; every cart call replaces all of it (spec §4). */
export interface ServerCart {
  cartItems: CartItem[];
  subtotal: number;
  credit_discount: number;
  coupon_discount: number;
  shipping_fee: number | null;
  total: number;
  cartCredit: number;
  cartCouponCode: string;
  cart_messages: CartMessage[];
}

/**
 * The state a cart answer stands for. `resetsCredit` is set for add, remove, update and
 * remove-all: spec §4 resets the cart credit to 0 after those, whatever was applied before.
 */
export function serverCart(answer: Cart, resetsCredit: boolean): ServerCart {
  return {
    cartItems: answer.cart_items,
    subtotal: answer.subtotal,
    credit_discount: answer.credit_discount,
    coupon_discount: answer.coupon_discount,
    shipping_fee: answer.shipping_fee,
    total: answer.total,
    cartCredit: resetsCredit ? 0 : answer.credit_amount,
    cartCouponCode: answer.coupon_code,
    cart_messages: answer.messages,
  };
}

/** Units of one variant in the cart (a variant is one line, but free gifts may repeat it). */
export function quantityInCart(items: readonly CartItem[], variantId: number): number {
  return items.filter((item) => item.id === variantId).reduce((sum, item) => sum + item.quantity, 0);
}

import type { Cart, CartItem } from '@shop/contract/cart/cart.calls';
import { describe, expect, it } from 'vitest';
import { quantityInCart, serverCart } from './cart-state.ts';

const item = (id: number, quantity: number, free: 0 | 1 = 0) =>
  ({ id, quantity, is_free_product: free }) as CartItem;

const answer: Cart = {
  cart_items: [item(7, 2)],
  subtotal: 336,
  credit_discount: 20,
  coupon_discount: 10,
  shipping_fee: null,
  total: 306,
  credit_amount: 2000,
  coupon_code: 'BEANS10',
  messages: [{ code: 'FREE_SHIPPING_NEAR', message_en: 'Almost there', message_zh: '差少少' }],
};

describe('serverCart', () => {
  it('replaces every server field from the answer', () => {
    expect(serverCart(answer, false)).toEqual({
      cartItems: answer.cart_items,
      subtotal: 336,
      credit_discount: 20,
      coupon_discount: 10,
      shipping_fee: null,
      total: 306,
      cartCredit: 2000,
      cartCouponCode: 'BEANS10',
      cart_messages: answer.messages,
    });
  });

  it('resets the cart credit after a change to the items (spec §4)', () => {
    expect(serverCart(answer, true).cartCredit).toBe(0);
  });
});

describe('quantityInCart', () => {
  it('adds up the units of the variant', () => {
    expect(quantityInCart([item(7, 2), item(8, 1), item(7, 1, 1)], 7)).toBe(3);
    expect(quantityInCart([], 7)).toBe(0);
  });
});

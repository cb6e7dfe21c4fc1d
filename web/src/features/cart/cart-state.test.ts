import type { CartItem } from '@shop/contract/cart/cart.calls';
import { describe, expect, it } from 'vitest';
import { quantityInCart } from './cart-state.ts';

const item = (id: number, quantity: number, free: 0 | 1 = 0) =>
  ({ id, quantity, is_free_product: free }) as CartItem;

describe('quantityInCart', () => {
  it('adds up the units of the variant', () => {
    expect(quantityInCart([item(7, 2), item(8, 1), item(7, 1, 1)], 7)).toBe(3);
    expect(quantityInCart([], 7)).toBe(0);
  });
});

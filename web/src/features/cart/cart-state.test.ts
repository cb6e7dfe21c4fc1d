import { configureStore } from '@reduxjs/toolkit';
import type { CartItem } from '@shop/contract/cart/cart.calls';
import { describe, expect, it } from 'vitest';
import { baseApi } from '../../api/base-api.ts';
import { cartApi } from './cart.endpoints.ts';
import { EMPTY_CART, quantityInCart, selectCartItems } from './cart-state.ts';

const item = (id: number, quantity: number, free: 0 | 1 = 0) =>
  ({ id, quantity, is_free_product: free }) as CartItem;

describe('quantityInCart', () => {
  it('adds up the units of the variant', () => {
    expect(quantityInCart([item(7, 2), item(8, 1), item(7, 1, 1)], 7)).toBe(3);
    expect(quantityInCart([], 7)).toBe(0);
  });
});

describe('selectCartItems', () => {
  const store = () =>
    configureStore({
      reducer: { [baseApi.reducerPath]: baseApi.reducer },
      middleware: (defaults) => defaults().concat(baseApi.middleware),
    });
  const answer = (cart_items: CartItem[]) =>
    cartApi.util.upsertQueryData('cart', undefined, { ...EMPTY_CART, cart_items });

  it("gives an empty cart's answer the same list as before any answer, so nothing renders again", async () => {
    const shop = store();
    const before = selectCartItems(shop.getState());
    await shop.dispatch(answer([]));
    expect(selectCartItems(shop.getState())).toBe(before);
  });

  it('gives a cart with lines its lines, and an emptied cart the empty list again', async () => {
    const shop = store();
    const empty = selectCartItems(shop.getState());
    await shop.dispatch(answer([item(7, 2)]));
    expect(selectCartItems(shop.getState())).toEqual([item(7, 2)]);
    await shop.dispatch(answer([]));
    expect(selectCartItems(shop.getState())).toBe(empty);
  });
});

import { createAsyncThunk } from '@reduxjs/toolkit';
import { cartApi } from './cart.endpoints.ts';
import type { CartState } from './cart.slice.ts';

/** What a cart_get sends besides the token: the delivery country, only when delivering. */
function shippingSent({ cart }: { cart: CartState }): string {
  return cart.shippingMethod === 'delivery' ? String(cart.deliveryCountryId ?? '') : '';
}

/**
 * Reloads the cart after something the server prices it by has changed: the shipping choice, or
 * who is signed in. RTK Query folds a cart_get into one already running, and that one may have
 * left with the old choice, so it waits for it first and asks again until the answer matches.
 */
export const cartRefreshed = createAsyncThunk(
  'cart/refreshed',
  async (_: undefined, { dispatch, getState }) => {
    const state = getState as () => { cart: CartState };
    for (;;) {
      await dispatch(cartApi.util.getRunningQueryThunk('cart', undefined));
      const sent = shippingSent(state());
      await dispatch(cartApi.endpoints.cart.initiate(undefined, { forceRefetch: true, subscribe: false }));
      if (shippingSent(state()) === sent) return;
    }
  },
);

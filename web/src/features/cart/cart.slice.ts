import { createSlice, type PayloadAction, type ThunkDispatch, type UnknownAction } from '@reduxjs/toolkit';
import { cartApi } from './cart.endpoints.ts';
import { EMPTY_CART } from './cart-state.ts';

export type ShippingMethod = 'pickup' | 'delivery';

/**
 * The shopper's side of the cart: pickup or delivery, and where to. The cart itself is the
 * server's answer in the API cache (cart-state.ts reads it); this choice prices it, so every cart
 * call sends the delivery country when delivering.
 */
export interface CartState {
  deliveryCountryId: number | null;
  shippingMethod: ShippingMethod;
}

const initialState: CartState = { deliveryCountryId: null, shippingMethod: 'pickup' };

export const cartSlice = createSlice({
  name: 'cart',
  initialState,
  reducers: {
    shippingMethodChosen(state, action: PayloadAction<ShippingMethod>) {
      state.shippingMethod = action.payload;
    },
    deliveryCountryChosen(state, action: PayloadAction<number | null>) {
      state.deliveryCountryId = action.payload;
    },
    shippingChoiceReset() {
      return initialState;
    },
  },
});

export const { shippingMethodChosen, deliveryCountryChosen } = cartSlice.actions;

/** Once an order is placed its cart is spent: the cart shows empty and the shipping choice starts over. */
export const cartReset = () => (dispatch: ThunkDispatch<unknown, unknown, UnknownAction>) => {
  dispatch(cartSlice.actions.shippingChoiceReset());
  dispatch(cartApi.util.upsertQueryEntries([{ endpointName: 'cart', arg: undefined, value: EMPTY_CART }]));
};

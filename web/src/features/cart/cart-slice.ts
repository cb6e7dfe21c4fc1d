import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

export type ShippingMethod = 'pickup' | 'delivery';

/** Spec §3 cart state; every cart call replaces the server's part of it from the response. */
export interface CartState {
  cartItems: unknown[];
  status: 'idle' | 'loading';
  subtotal: number;
  credit_discount: number;
  coupon_discount: number;
  shipping_fee: number | null;
  total: number;
  cartCredit: number;
  cartCouponCode: string;
  cart_messages: string[];
  deliveryCountryId: number | null;
  shippingMethod: ShippingMethod;
}

const initialState: CartState = {
  cartItems: [],
  status: 'idle',
  subtotal: 0,
  credit_discount: 0,
  coupon_discount: 0,
  shipping_fee: null,
  total: 0,
  cartCredit: 0,
  cartCouponCode: '',
  cart_messages: [],
  deliveryCountryId: null,
  shippingMethod: 'pickup',
};

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
    cartReset() {
      return initialState;
    },
  },
});

export const { shippingMethodChosen, deliveryCountryChosen, cartReset } = cartSlice.actions;

import { createSlice, isAnyOf, type PayloadAction } from '@reduxjs/toolkit';
import { cartApi } from './cart.endpoints.ts';
import { type ServerCart, serverCart } from './cart-state.ts';

export type ShippingMethod = 'pickup' | 'delivery';

/** Spec §3 cart state; every cart call replaces the server's part of it from the response. */
export interface CartState extends ServerCart {
  status: 'idle' | 'loading';
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

const {
  cart,
  cartAddProduct,
  cartRemoveProduct,
  cartUpdateProduct,
  cartRemoveAll,
  cartCouponApply,
  cartCouponRemove,
  cartCreditApply,
  cartCreditRemove,
} = cartApi.endpoints;
/** The calls after which spec §4 resets the cart credit. */
const changes = [cartAddProduct, cartRemoveProduct, cartUpdateProduct, cartRemoveAll] as const;
const benefits = [cartCouponApply, cartCouponRemove, cartCreditApply, cartCreditRemove] as const;
const every = [cart, ...changes, ...benefits] as const;

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
  extraReducers: (builder) => {
    // Spec §4: loading while any cart call is in flight, idle again on success or failure.
    builder
      .addMatcher(isAnyOf(...every.map((e) => e.matchPending)), (state) => {
        state.status = 'loading';
      })
      .addMatcher(isAnyOf(...every.map((e) => e.matchRejected)), (state, action) => {
        // A cart_get skipped because one is already running is no answer: that one is still in flight.
        if (!action.meta.condition) state.status = 'idle';
      })
      .addMatcher(
        isAnyOf(cart.matchFulfilled, ...benefits.map((e) => e.matchFulfilled)),
        (state, { payload }) => ({
          ...state,
          ...serverCart(payload, false),
          status: 'idle',
        }),
      )
      .addMatcher(isAnyOf(...changes.map((e) => e.matchFulfilled)), (state, { payload }) => ({
        ...state,
        ...serverCart(payload, true),
        status: 'idle',
      }));
  },
});

export const { shippingMethodChosen, deliveryCountryChosen, cartReset } = cartSlice.actions;

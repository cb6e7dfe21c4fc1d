import {
  createSlice,
  isAnyOf,
  type PayloadAction,
  type ThunkDispatch,
  type UnknownAction,
} from '@reduxjs/toolkit';
import { cartApi } from './cart.endpoints.ts';
import { EMPTY_CART } from './cart-state.ts';
import {
  type Benefits,
  benefitsOf,
  droppedByLineChange,
  NO_BENEFITS,
  settledBy,
} from './dropped-benefits.ts';

export type ShippingMethod = 'pickup' | 'delivery';

/**
 * The shopper's side of the cart: pickup or delivery, and where to. The cart itself is the
 * server's answer in the API cache (cart-state.ts reads it); this choice prices it, so every cart
 * call sends the delivery country when delivering.
 */
export interface CartState {
  deliveryCountryId: number | null;
  shippingMethod: ShippingMethod;
  /** The credit and coupon as the server's last cart answer showed them. */
  benefits: Benefits;
  /** What a change to the lines took off, for the cart's notice (dropped-benefits.ts). */
  dropped: Benefits;
}

const initialState: CartState = {
  deliveryCountryId: null,
  shippingMethod: 'pickup',
  benefits: NO_BENEFITS,
  dropped: NO_BENEFITS,
};

const { endpoints } = cartApi;
const lineChanged = isAnyOf(
  endpoints.cartAddProduct.matchFulfilled,
  endpoints.cartRemoveProduct.matchFulfilled,
  endpoints.cartUpdateProduct.matchFulfilled,
);
const benefitApplied = isAnyOf(
  endpoints.cartCreditApply.matchFulfilled,
  endpoints.cartCouponApply.matchFulfilled,
);
const cartAnswered = isAnyOf(
  endpoints.cart.matchFulfilled,
  endpoints.cartRemoveAll.matchFulfilled,
  endpoints.cartCouponRemove.matchFulfilled,
  endpoints.cartCreditRemove.matchFulfilled,
);

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
    droppedNoticeDismissed(state, action: PayloadAction<keyof Benefits>) {
      state.dropped = { ...state.dropped, [action.payload]: NO_BENEFITS[action.payload] };
    },
  },
  extraReducers: (builder) => {
    builder
      .addMatcher(lineChanged, (state, { payload }) => {
        const after = { ...benefitsOf(payload), credit: 0 };
        state.dropped = droppedByLineChange(state.benefits, after, state.dropped);
        state.benefits = after;
      })
      .addMatcher(benefitApplied, (state, { payload }) => {
        state.benefits = benefitsOf(payload);
        state.dropped = settledBy(state.benefits, state.dropped);
      })
      .addMatcher(cartAnswered, (state, { payload }) => {
        state.benefits = benefitsOf(payload);
      });
  },
});

export const { shippingMethodChosen, deliveryCountryChosen, droppedNoticeDismissed } = cartSlice.actions;

/** Once an order is placed its cart is spent: the cart shows empty, and the shipping choice and notices start over. */
export const cartReset = () => (dispatch: ThunkDispatch<unknown, unknown, UnknownAction>) => {
  dispatch(cartSlice.actions.shippingChoiceReset());
  dispatch(cartApi.util.upsertQueryEntries([{ endpointName: 'cart', arg: undefined, value: EMPTY_CART }]));
};

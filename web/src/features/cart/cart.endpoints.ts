import type { UnknownAction } from '@reduxjs/toolkit';
import * as calls from '@shop/contract/call-names';
import type { CallOutput } from '@shop/contract/calls';
import type { cartGet } from '@shop/contract/cart/cart.calls';
import { apiCall } from '../../api/api-call.ts';
import { baseApi } from '../../api/base-api.ts';

/** Every cart call answers with the whole cart; the server may add a notice for the toast. */
export type CartAnswer = CallOutput<typeof cartGet> & { message?: string; message_zh?: string };

/** Credit is point type 18, and only credit is burnt at checkout. */
export const CREDIT_POINT_TYPE = 18;

interface Started {
  dispatch: (action: UnknownAction) => unknown;
  queryFulfilled: Promise<{ data: CartAnswer }>;
}

/**
 * Every cart call answers with the whole cart, so its answer becomes the cart the pages read
 * (cart-state.ts). A change to the lines takes off the credit applied: the cart shows 0 at once.
 */
function answerIsTheCart(resetsCredit: boolean) {
  return async (_arg: unknown, { dispatch, queryFulfilled }: Started): Promise<void> => {
    const answer = await queryFulfilled.then(
      ({ data }) => data,
      () => undefined,
    );
    if (!answer) return;
    const value = resetsCredit ? { ...answer, credit_amount: 0 } : answer;
    dispatch(cartApi.util.upsertQueryEntries([{ endpointName: 'cart', arg: undefined, value }]));
  };
}

/**
 * Cart calls carry the site access token and delivery country, and the Bearer token too whenever
 * there is one (api/credentials.ts).
 */
export const cartApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    cart: build.query<CartAnswer, void>({
      query: () => apiCall(calls.cartGet),
      providesTags: ['Cart'],
    }),
    cartAddProduct: build.mutation<CartAnswer, { variantId: number; quantity: number }>({
      query: ({ variantId, quantity }) => apiCall(calls.cartAddProduct, { product_id: variantId, quantity }),
      onQueryStarted: answerIsTheCart(true),
    }),
    cartRemoveProduct: build.mutation<CartAnswer, number>({
      query: (variantId) => apiCall(calls.cartRemoveProduct, { product_id: variantId }),
      onQueryStarted: answerIsTheCart(true),
    }),
    cartUpdateProduct: build.mutation<CartAnswer, { variantId: number; quantity: number }>({
      query: ({ variantId, quantity }) =>
        apiCall(calls.cartUpdateProduct, { product_id: variantId, quantity }),
      onQueryStarted: answerIsTheCart(true),
    }),
    cartRemoveAll: build.mutation<CartAnswer, void>({
      query: () => apiCall(calls.cartRemoveAll),
      onQueryStarted: answerIsTheCart(true),
    }),
    cartCouponApply: build.mutation<CartAnswer, string>({
      query: (code) => apiCall(calls.cartCouponApply, { coupon_code: code }),
      onQueryStarted: answerIsTheCart(false),
    }),
    cartCouponRemove: build.mutation<CartAnswer, void>({
      query: () => apiCall(calls.cartCouponRemove),
      onQueryStarted: answerIsTheCart(false),
    }),
    cartCreditApply: build.mutation<CartAnswer, number>({
      query: (amount) =>
        apiCall(calls.cartCreditApply, { points_to_burn: [{ point_type_id: CREDIT_POINT_TYPE, amount }] }),
      onQueryStarted: answerIsTheCart(false),
    }),
    cartCreditRemove: build.mutation<CartAnswer, void>({
      query: () => apiCall(calls.cartCreditRemove),
      onQueryStarted: answerIsTheCart(false),
    }),
  }),
});

export const {
  useCartAddProductMutation,
  useCartRemoveProductMutation,
  useCartUpdateProductMutation,
  useCartRemoveAllMutation,
  useCartCouponApplyMutation,
  useCartCouponRemoveMutation,
  useCartCreditApplyMutation,
  useCartCreditRemoveMutation,
} = cartApi;

import { calls } from '@shop/contract/call-names';
import type { CallOutput } from '@shop/contract/calls';
import type { accessTokenGet, cartGet } from '@shop/contract/cart/cart.calls';
import { apiCall } from '../../api/api-call.ts';
import { baseApi } from '../../api/base-api.ts';

/** Every cart call answers with the whole cart; the server may add a notice for the toast. */
export type CartAnswer = CallOutput<typeof cartGet> & { message?: string; message_zh?: string };

/** Credit is point type 18, and only credit is burnt at checkout. */
export const CREDIT_POINT_TYPE = 18;

/**
 * Cart calls carry the site access token and delivery country, and the Bearer token too whenever
 * there is one (api/credentials.ts).
 */
export const cartApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    siteAccessToken: build.mutation<CallOutput<typeof accessTokenGet>, void>({
      query: () => apiCall(calls.accessTokenGet, { access_token: '' }),
    }),
    cart: build.query<CartAnswer, void>({
      query: () => apiCall(calls.cartGet),
      providesTags: ['Cart'],
    }),
    cartAddProduct: build.mutation<CartAnswer, { variantId: number; quantity: number }>({
      query: ({ variantId, quantity }) => apiCall(calls.cartAddProduct, { product_id: variantId, quantity }),
    }),
    cartRemoveProduct: build.mutation<CartAnswer, number>({
      query: (variantId) => apiCall(calls.cartRemoveProduct, { product_id: variantId }),
    }),
    cartUpdateProduct: build.mutation<CartAnswer, { variantId: number; quantity: number }>({
      query: ({ variantId, quantity }) =>
        apiCall(calls.cartUpdateProduct, { product_id: variantId, quantity }),
    }),
    cartRemoveAll: build.mutation<CartAnswer, void>({
      query: () => apiCall(calls.cartRemoveAll),
    }),
    cartCouponApply: build.mutation<CartAnswer, string>({
      query: (code) => apiCall(calls.cartCouponApply, { coupon_code: code }),
    }),
    cartCouponRemove: build.mutation<CartAnswer, void>({
      query: () => apiCall(calls.cartCouponRemove),
    }),
    cartCreditApply: build.mutation<CartAnswer, number>({
      query: (amount) =>
        apiCall(calls.cartCreditApply, { points_to_burn: [{ point_type_id: CREDIT_POINT_TYPE, amount }] }),
    }),
    cartCreditRemove: build.mutation<CartAnswer, void>({
      query: () => apiCall(calls.cartCreditRemove),
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

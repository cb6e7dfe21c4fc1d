import type { CallOutput } from '@shop/contract/calls';
import type { accessTokenGet, cartGet } from '@shop/contract/cart/cart.calls';
import { baseApi } from '../../api/base-api.ts';

/** Every cart call answers with the whole cart; the server may add a notice for the toast. */
export type CartAnswer = CallOutput<typeof cartGet> & { message?: string; message_zh?: string };

/** Spec §3/§9: credit is point type 18, and only credit is burnt at checkout. */
export const CREDIT_POINT_TYPE = 18;

/**
 * Cart calls carry the site access token and delivery country (spec §7). They send the Bearer
 * token too whenever there is one: a member's cart follows the member (server-contract.md), so a
 * cart read without it would show the guest cart of this browser instead.
 */
export const cartApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    siteAccessToken: build.mutation<CallOutput<typeof accessTokenGet>, void>({
      query: () => ({ call: 'access_token_get', body: { access_token: '' } }),
    }),
    cart: build.query<CartAnswer, void>({
      query: () => ({ call: 'cart_get', auth: 'cart-member' }),
      providesTags: ['Cart'],
    }),
    cartAddProduct: build.mutation<CartAnswer, { variantId: number; quantity: number }>({
      query: ({ variantId, quantity }) => ({
        call: 'cart_add_product',
        body: { product_id: variantId, quantity },
        auth: 'cart-member',
      }),
    }),
    cartRemoveProduct: build.mutation<CartAnswer, number>({
      query: (variantId) => ({
        call: 'cart_remove_product',
        body: { product_id: variantId },
        auth: 'cart-member',
      }),
    }),
    cartUpdateProduct: build.mutation<CartAnswer, { variantId: number; quantity: number }>({
      query: ({ variantId, quantity }) => ({
        call: 'cart_update_product',
        body: { product_id: variantId, quantity },
        auth: 'cart-member',
      }),
    }),
    cartRemoveAll: build.mutation<CartAnswer, void>({
      query: () => ({ call: 'cart_remove_all', auth: 'cart-member' }),
    }),
    cartCouponApply: build.mutation<CartAnswer, string>({
      query: (code) => ({ call: 'cart_coupon_code_apply', body: { coupon_code: code }, auth: 'cart-member' }),
    }),
    cartCouponRemove: build.mutation<CartAnswer, void>({
      query: () => ({ call: 'cart_coupon_code_remove', auth: 'cart-member' }),
    }),
    cartCreditApply: build.mutation<CartAnswer, number>({
      query: (amount) => ({
        call: 'cart_credit_apply',
        body: { points_to_burn: [{ point_type_id: CREDIT_POINT_TYPE, amount }] },
        auth: 'cart-member',
      }),
    }),
    cartCreditRemove: build.mutation<CartAnswer, void>({
      query: () => ({ call: 'cart_credit_remove', auth: 'cart-member' }),
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

import type { CallOutput } from '@shop/contract/calls';
import type { accessTokenGet, cartGet } from '@shop/contract/cart/cart.calls';
import { baseApi } from '../../api/base-api.ts';

/** Every cart call answers with the whole cart; the server may add a notice for the toast. */
export type CartAnswer = CallOutput<typeof cartGet> & { message?: string; message_zh?: string };

/** Cart calls carry the site access token and delivery country (`auth: 'cart'`, spec §7). */
export const cartApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    siteAccessToken: build.mutation<CallOutput<typeof accessTokenGet>, void>({
      query: () => ({ call: 'access_token_get', body: { access_token: '' } }),
    }),
    cart: build.query<CartAnswer, void>({
      query: () => ({ call: 'cart_get', auth: 'cart' }),
      providesTags: ['Cart'],
    }),
    cartAddProduct: build.mutation<CartAnswer, { variantId: number; quantity: number }>({
      query: ({ variantId, quantity }) => ({
        call: 'cart_add_product',
        body: { product_id: variantId, quantity },
        auth: 'cart',
      }),
    }),
    cartRemoveProduct: build.mutation<CartAnswer, number>({
      query: (variantId) => ({ call: 'cart_remove_product', body: { product_id: variantId }, auth: 'cart' }),
    }),
    cartUpdateProduct: build.mutation<CartAnswer, { variantId: number; quantity: number }>({
      query: ({ variantId, quantity }) => ({
        call: 'cart_update_product',
        body: { product_id: variantId, quantity },
        auth: 'cart',
      }),
    }),
    cartRemoveAll: build.mutation<CartAnswer, void>({
      query: () => ({ call: 'cart_remove_all', auth: 'cart' }),
    }),
  }),
});

export const {
  useCartQuery,
  useCartAddProductMutation,
  useCartRemoveProductMutation,
  useCartUpdateProductMutation,
  useCartRemoveAllMutation,
} = cartApi;

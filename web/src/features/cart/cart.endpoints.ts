import type { UnknownAction } from '@reduxjs/toolkit';
import * as calls from '@shop/contract/call-names';
import type { CallOutput } from '@shop/contract/calls';
import type { cartGet } from '@shop/contract/cart/cart.calls';
import { baseApi } from '../../api/base-api.ts';
import { callMutation, callQuery } from '../../api/call-endpoints.ts';

/** Credit is point type 18, and only credit is burnt at checkout. */
export const CREDIT_POINT_TYPE = 18;

interface Started {
  dispatch: (action: UnknownAction) => unknown;
  queryFulfilled: Promise<{ data: CallOutput<typeof cartGet> }>;
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

/** A line's variant and quantity, as the pages know them. */
const lineChange = ({ variantId, quantity }: { variantId: number; quantity: number }) => ({
  product_id: variantId,
  quantity,
});

/**
 * Cart calls carry the site access token and delivery country, and the Bearer token too whenever
 * there is one (api/credentials.ts).
 */
export const cartApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    cart: callQuery(build, calls.cartGet, { tags: ['Cart'] }),
    cartAddProduct: callMutation(build, calls.cartAddProduct, { body: lineChange }, answerIsTheCart(true)),
    cartRemoveProduct: callMutation(
      build,
      calls.cartRemoveProduct,
      { body: (variantId: number) => ({ product_id: variantId }) },
      answerIsTheCart(true),
    ),
    cartUpdateProduct: callMutation(
      build,
      calls.cartUpdateProduct,
      { body: lineChange },
      answerIsTheCart(true),
    ),
    cartRemoveAll: callMutation(build, calls.cartRemoveAll, {}, answerIsTheCart(true)),
    cartCouponApply: callMutation(
      build,
      calls.cartCouponApply,
      { body: (code: string) => ({ coupon_code: code }) },
      answerIsTheCart(false),
    ),
    cartCouponRemove: callMutation(build, calls.cartCouponRemove, {}, answerIsTheCart(false)),
    cartCreditApply: callMutation(
      build,
      calls.cartCreditApply,
      { body: (amount: number) => ({ points_to_burn: [{ point_type_id: CREDIT_POINT_TYPE, amount }] }) },
      answerIsTheCart(false),
    ),
    cartCreditRemove: callMutation(build, calls.cartCreditRemove, {}, answerIsTheCart(false)),
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

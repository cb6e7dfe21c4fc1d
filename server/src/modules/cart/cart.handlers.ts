import {
  accessTokenGet,
  cartAddProduct,
  cartCouponApply,
  cartCouponRemove,
  cartCreditApply,
  cartCreditRemove,
  cartGet,
  cartRemoveAll,
  cartRemoveProduct,
  cartUpdateProduct,
} from '@shop/contract/cart/cart.calls';
import { memberVoucherGet } from '@shop/contract/orders/orders.calls';
import { type CallContext, handle } from '../../http/call-handler.ts';
import { signedInMember } from '../members/index.ts';
import { renewOrIssueAccessToken } from './access-token.ts';
import { addProduct, getCart, removeAll, removeProduct, updateProduct } from './cart.service.ts';
import { applyCoupon, applyCredit, removeCoupon, removeCredit } from './cart-benefits.service.ts';
import { cartRequest } from './cart-identity.ts';
import { memberVouchers } from './vouchers.repo.ts';

type CartInput = Parameters<typeof cartRequest>[0];

const memberRequest = async (input: CartInput, ctx: CallContext) => ({
  ...(await cartRequest(input, ctx)),
  memberId: signedInMember(ctx).id,
});

export const cartHandlers = [
  handle(accessTokenGet, async (input, { db }) => ({
    access_token: await renewOrIssueAccessToken(db, input.access_token),
  })),
  handle(cartGet, async (input, ctx) => getCart(ctx.db, await cartRequest(input, ctx))),
  handle(cartAddProduct, async (input, ctx) =>
    addProduct(ctx.db, await cartRequest(input, ctx), input.product_id, input.quantity),
  ),
  handle(cartRemoveProduct, async (input, ctx) =>
    removeProduct(ctx.db, await cartRequest(input, ctx), input.product_id),
  ),
  handle(cartUpdateProduct, async (input, ctx) =>
    updateProduct(ctx.db, await cartRequest(input, ctx), input.product_id, input.quantity),
  ),
  handle(cartRemoveAll, async (input, ctx) => removeAll(ctx.db, await cartRequest(input, ctx))),
  handle(cartCouponApply, async (input, ctx) =>
    applyCoupon(ctx.db, await memberRequest(input, ctx), input.coupon_code),
  ),
  handle(cartCouponRemove, async (input, ctx) => removeCoupon(ctx.db, await memberRequest(input, ctx))),
  handle(cartCreditApply, async (input, ctx) =>
    applyCredit(ctx.db, await memberRequest(input, ctx), input.points_to_burn[0]!.amount),
  ),
  handle(cartCreditRemove, async (input, ctx) => removeCredit(ctx.db, await memberRequest(input, ctx))),

  handle(memberVoucherGet, async (input, ctx) => {
    const vouchers = await memberVouchers(ctx.db, signedInMember(ctx).id, input.status, new Date());
    return {
      vouchers: vouchers.slice(input.offset, input.offset + input.limit),
      total_rows: vouchers.length,
    };
  }),
];

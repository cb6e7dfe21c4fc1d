import type { OrderCreateInput } from '@shop/contract/orders/checkout-fields';
import { ApiError } from '../../http/api-error.ts';
import type { CallContext } from '../../http/call-handler.ts';
import { resolveAccessToken } from '../cart/access-token.ts';
import { loadCartLines } from '../cart/cart.repo.ts';
import { cartMessages } from '../cart/cart-messages.ts';
import { type CartCaller, openCart } from '../cart/cart-owner.ts';
import { type PricedCart, priceCart } from '../cart/cart-pricing.ts';
import { clearCart } from '../cart/cart-session.ts';
import { issueCashCreditForPaidOrder, reserveCashCredit } from '../points/cash-credit.service.ts';
import { lockMember } from '../points/member-lock.ts';
import { earnBeansForPaidOrder } from '../points/order-earning.service.ts';
import { checkoutAddresses } from './checkout-address.ts';
import { checkFulfilment } from './fulfilment-check.ts';
import { burnCredit, creditShort, recheckCoupon, recordCouponUse } from './order-benefits.ts';
import { queueConfirmation } from './order-email.ts';
import { bindKey, claimKey, KeyTaken, orderForKey } from './order-idempotency.ts';
import { takeStock } from './order-stock.ts';
import { buildOrder, insertOrder } from './order-writes.ts';

export interface Placed {
  order_token: string;
  order_number: string;
}

/** The order charges what the cart shows: nothing withdrawn, no coupon or credit quietly dropped. */
function ensureAsShown(priced: PricedCart, appliedPoints: number): void {
  if (priced.couponBlocked) throw priced.couponBlocked;
  if (priced.credit.short) throw creditShort(appliedPoints);
  const withdrawn = priced.lines.find((l) => !l.isGift && !l.product.active);
  if (!withdrawn) return;
  const { message_en, message_zh } = cartMessages.dropped(withdrawn);
  throw new ApiError('OUT_OF_STOCK', { en: message_en, zh: message_zh });
}

/**
 * order_create. Checks that need no lock run first; then, in one transaction, the key is claimed,
 * the cart locked and priced, every line's stock taken, the coupon's limits re-checked under its
 * lock, the order and its lines written, the credit burnt, the coupon use recorded, the cart emptied
 * and the confirmation queued. Any failure rolls all of it back.
 */
export async function placeOrder(
  ctx: CallContext,
  caller: CartCaller,
  input: OrderCreateInput,
): Promise<Placed> {
  const { db } = ctx;
  const owner = {
    accessTokenId: await resolveAccessToken(db, caller.accessToken),
    memberId: caller.memberId,
  };
  const earlier = await orderForKey(db, input.idempotency_key, owner);
  if (earlier) return earlier;

  const now = new Date();
  const plan = await checkFulfilment(db, input, now);
  const addresses = await checkoutAddresses(db, input, owner.memberId, plan);
  try {
    const placed = await db.transaction(async (tx) => {
      await claimKey(tx, input.idempotency_key);
      const { cart } = await openCart(tx, caller, false, owner.accessTokenId);
      const lines = cart ? await loadCartLines(tx, cart.id) : [];
      if (!cart || lines.length === 0) throw new ApiError('CART_EMPTY');
      const { memberId } = owner;
      const priced = await priceCart(tx, { cart, lines, memberId, fulfilment: plan.pricing, now });
      ensureAsShown(priced, cart.creditPoints);
      const kept = await takeStock(tx, priced.lines);
      if (priced.coupon && memberId !== null) {
        await recheckCoupon(tx, priced.coupon, { memberId, lines: kept, subtotal: priced.subtotal, now });
      }

      const order = await buildOrder(tx, { input, plan, addresses, priced, owner, now });
      const orderId = await insertOrder(tx, order, kept);
      await reserveCashCredit(tx, orderId, memberId);
      // Points writers take the member's lock before any balance row (member-lock.ts).
      if (memberId !== null) await lockMember(tx, memberId);
      if (memberId !== null && priced.credit.points > 0) {
        await burnCredit(tx, { memberId, points: priced.credit.points, orderNumber: order.orderNumber });
      }
      if (memberId !== null && priced.coupon) {
        const { row, discount } = priced.coupon;
        await recordCouponUse(tx, { couponId: row.id, memberId, orderId, discountCents: discount });
      }
      if (order.paymentStatus === 'paid') {
        await earnBeansForPaidOrder(tx, order, now);
        await issueCashCreditForPaidOrder(tx, orderId, now);
      }
      await bindKey(tx, input.idempotency_key, orderId);
      await clearCart(tx, cart.id);
      await queueConfirmation(tx, ctx.config, order, kept, plan);
      return { order_token: order.orderToken, order_number: order.orderNumber };
    });
    ctx.outbox.wake();
    return placed;
  } catch (error) {
    if (!(error instanceof KeyTaken)) throw error;
    // Another request with this key committed first: its order is the answer.
    const winner = await orderForKey(db, input.idempotency_key, owner);
    if (!winner) throw new ApiError('DATABASE_BUSY');
    return winner;
  }
}

import type { OrderCreateInput } from '@shop/contract/orders/checkout-fields';
import { transactionWithClosing } from '../db/commit-with-last-statement.ts';
import { ApiError } from '../http/api-error.ts';
import type { CallContext } from '../http/call-handler.ts';
import {
  type CartIdentity,
  emptiedCart,
  ensureAsShown,
  giftsRunOut,
  lockCartForOrder,
  type PricedLine,
  priceCart,
  pricingSettingsAt,
  recheckCoupon,
  resolveAccessToken,
  stockWanted,
} from '../modules/cart/index.ts';
import { isStockShort, takeAllStock, takeStock } from '../modules/catalog/index.ts';
import { fpsPayeeOf, shopInfoFrom, unpaidOrderRulesOf } from '../modules/lookups/index.ts';
import { lockMember } from '../modules/members/index.ts';
import {
  buildOrder,
  checkFulfilment,
  checkoutAddresses,
  checkUnpaidLimits,
  confirmationEmail,
  dropGifts,
  fpsCodeOf,
  holderOf,
  KeyTaken,
  openOrder,
  orderForKey,
  orderLookups,
  writeOrder,
} from '../modules/orders/index.ts';
import {
  burnCredit,
  earnBeansForPaidOrder,
  issueCashCreditForPaidOrder,
  reserveCashCredit,
} from '../modules/points/index.ts';

export interface Placed {
  order_token: string;
  order_number: string;
  fps_qr?: string | undefined;
}

/**
 * order_create, in one transaction, in this lock order: the key is claimed, the order checked against
 * the shop's lookups (kept per catalog version), the cart locked and priced, the coupon's limits
 * re-checked under its lock, the shopper's limits on unpaid orders checked under their locks, then one
 * statement writes the order, its lines, the coupon use, the emptied cart and the queued confirmation.
 * The variant rows every buyer of a popular item queues on are locked last, for as short a time as
 * possible: when nothing follows the stock (no credit to burn, not paid at once), that statement also
 * takes every line's stock and carries the COMMIT (`Closing`). A line that falls short fails it, and
 * the order is tried again the careful way: stock taken after the writes and judged line by line (a
 * paid line refused naming what is left, a gift that ran out dropped), then the credit burnt. Any
 * failure rolls all of it back.
 */
export async function placeOrder(
  ctx: CallContext,
  caller: CartIdentity,
  input: OrderCreateInput,
): Promise<Placed> {
  const owner = {
    accessTokenId: await resolveAccessToken(ctx.db, caller.accessToken),
    memberId: caller.memberId,
  };
  const attempt = { ctx, caller, input, owner, now: new Date() };
  let placed: Placed;
  try {
    placed = await writeAttempt(attempt, 'stock with the writes').catch((error: unknown) => {
      if (!isStockShort(error)) throw error;
      return writeAttempt(attempt, 'stock line by line');
    });
  } catch (error) {
    if (!(error instanceof KeyTaken)) throw error;
    // Another request with this key committed first: its order is the answer.
    const winner = await orderForKey(ctx.db, input.idempotency_key, owner);
    if (!winner) throw new ApiError('DATABASE_BUSY');
    return winner;
  }
  ctx.outbox.wake();
  return placed;
}

interface Attempt {
  ctx: CallContext;
  caller: CartIdentity;
  input: OrderCreateInput;
  owner: { accessTokenId: number; memberId: number | null };
  now: Date;
}

type StockTaking = 'stock with the writes' | 'stock line by line';

function writeAttempt({ ctx, caller, input, owner, now }: Attempt, taking: StockTaking): Promise<Placed> {
  const { db, config } = ctx;
  return transactionWithClosing(db, async (tx, closing) => {
    const { memberId } = owner;
    const opening = await openOrder(tx, input.idempotency_key, memberId);
    const lookups = await orderLookups(db, tx, opening.catalogVersion);
    const plan = checkFulfilment(lookups, input, now);
    const addresses = checkoutAddresses(lookups, input, opening.account, plan);

    const { cart, lines } = await lockCartForOrder(tx, caller, owner.accessTokenId);
    const settings = await pricingSettingsAt(db, opening.catalogVersion, tx);
    const priced = await priceCart(tx, { cart, lines, memberId, fulfilment: plan.pricing, now, settings });
    ensureAsShown(priced, cart.creditPoints);
    const coupon = memberId !== null ? priced.coupon : null;
    if (coupon && memberId !== null) {
      await recheckCoupon(tx, coupon, { memberId, lines: priced.lines, subtotal: priced.subtotal, now });
    }

    const rules = unpaidOrderRulesOf(lookups.settings);
    const order = buildOrder({
      ...{ input, plan, addresses, priced, owner, sequence: opening.sequence, now },
      paymentDeadlineHours: rules.payment_deadline_hours,
    });
    if (order.paymentDueAt) {
      const units = priced.lines.reduce((sum, l) => sum + l.quantity, 0);
      await checkUnpaidLimits(tx, holderOf(order), units, rules);
    }
    const fps = fpsCodeOf(order, fpsPayeeOf(lookups.settings));
    const shop = shopInfoFrom(lookups.settings, config);
    const confirm = (lines: PricedLine[]) => confirmationEmail(shop, config, { order, lines, plan, fps });
    const placed = { order_token: order.orderToken, order_number: order.orderNumber, fps_qr: fps?.payload };
    const write = {
      order,
      lines: priced.lines,
      idempotencyKey: input.idempotency_key,
      couponUse:
        coupon && memberId !== null
          ? { couponId: coupon.row.id, memberId, discountCents: coupon.discount }
          : null,
      confirmation: confirm(priced.lines),
    };
    const wanted = stockWanted(priced.lines);
    const burnsCredit = memberId !== null && priced.credit.points > 0;
    const reservesCredit = priced.lines.some((l) => l.product.creditPackId !== null);
    if (
      taking === 'stock with the writes' &&
      !burnsCredit &&
      !reservesCredit &&
      order.paymentStatus !== 'paid'
    ) {
      const alongside = [...emptiedCart(tx, cart.id, now), ...takeAllStock(wanted)];
      await writeOrder(tx, { ...write, alongside }, closing);
      return placed;
    }

    const written = await writeOrder(tx, { ...write, alongside: emptiedCart(tx, cart.id, now) });
    const giftsGone = giftsRunOut(priced.lines, await takeStock(tx, wanted));
    if (giftsGone.length > 0) {
      const kept = priced.lines.filter((l) => !(l.isGift && giftsGone.includes(l.variant.id)));
      await dropGifts(tx, written, giftsGone, confirm(kept));
    }
    const { orderId } = written;
    // Only a cash credit pack line has a grant to reserve.
    if (reservesCredit) await reserveCashCredit(tx, orderId, memberId);
    // Points writers take the member's lock before any balance row (members' member-reads.ts).
    if (burnsCredit) {
      await lockMember(tx, memberId);
      await burnCredit(tx, { memberId, points: priced.credit.points, orderNumber: order.orderNumber });
    }
    if (order.paymentStatus === 'paid') {
      await earnBeansForPaidOrder(tx, order, now);
      await issueCashCreditForPaidOrder(tx, orderId, now);
    }
    return placed;
  });
}

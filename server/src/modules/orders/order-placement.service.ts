import type { OrderCreateInput } from '@shop/contract/orders/checkout-fields';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { ApiError } from '../../http/api-error.ts';
import type { CallContext } from '../../http/call-handler.ts';
import { randomToken, resolveAccessToken } from '../cart/access-token.ts';
import { cartMessages } from '../cart/cart-messages.ts';
import { type CartCaller, openCart } from '../cart/cart-owner.ts';
import { type PricedCart, type PricedLine, priceCart } from '../cart/cart-pricing.ts';
import { carts } from '../cart/cart.tables.ts';
import { deleteLines, loadCartLines } from '../cart/cart.repo.ts';
import { readShopInfo } from '../lookups/lookups.repo.ts';
import { enqueueMessage } from '../messages/outbox.repo.ts';
import { checkoutAddresses } from './checkout-address.ts';
import { checkFulfilment, type FulfilmentPlan } from './fulfilment-check.ts';
import { hongKongNow } from './fulfilment-date.ts';
import { burnCredit, creditShort, recheckCoupon, recordCouponUse } from './order-benefits.ts';
import { confirmationEmail } from './order-email.ts';
import { formatOrderNumber } from './order-number.ts';
import { insertOrder, type NewOrder } from './order-writes.ts';
import { takeStock } from './order-stock.ts';
import { idempotencyKeys, orders } from './orders.tables.ts';

/** Thrown inside the transaction when another request already holds the key: the caller answers with that order. */
class KeyTaken extends Error {}

export interface Placed {
  order_token: string;
  order_number: string;
}

/** The order a key made, if the caller is the one who made it; a stranger's key is 409. */
async function orderForKey(db: Db, key: string, owner: { accessTokenId: number; memberId: number | null }) {
  const [row] = await db
    .select({
      token: orders.orderToken,
      number: orders.orderNumber,
      memberId: orders.memberId,
      accessTokenId: orders.accessTokenId,
    })
    .from(idempotencyKeys)
    .innerJoin(orders, eq(orders.id, idempotencyKeys.orderId))
    .where(eq(idempotencyKeys.key, key));
  if (!row) return undefined;
  const same =
    row.memberId !== null ? row.memberId === owner.memberId : row.accessTokenId === owner.accessTokenId;
  if (!same) throw new ApiError('IDEMPOTENCY_KEY_USED');
  return { order_token: row.token, order_number: row.number };
}

/** Claims the key as the transaction's first write; a concurrent claim of the same key waits here for ours to end. */
async function claimKey(tx: Db, key: string): Promise<void> {
  const claimed = await tx
    .insert(idempotencyKeys)
    .values({ key })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
  if (claimed.length === 0) throw new KeyTaken();
}

async function nextOrderNumber(tx: Db, now: Date): Promise<string> {
  const [row] = await tx
    .select({ n: sql<string>`nextval('order_number_seq')` })
    .from(sql`(VALUES (1)) AS one (x)`);
  return formatOrderNumber(hongKongNow(now).day, Number(row!.n));
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

interface OrderParts {
  input: OrderCreateInput;
  plan: FulfilmentPlan;
  addresses: Awaited<ReturnType<typeof checkoutAddresses>>;
  priced: PricedCart;
  owner: { accessTokenId: number; memberId: number | null };
  orderNumber: string;
  now: Date;
}

/** The order row with the amounts charged; a cash part of 0 (all credit) is paid at once. */
function buildOrder({ input, plan, addresses, priced, owner, orderNumber, now }: OrderParts): NewOrder {
  const discountCents = priced.coupon?.discount ?? 0;
  const totalCents = priced.subtotal - discountCents + (priced.shipping ?? 0);
  const cashCents = totalCents - priced.credit.discount;
  return {
    orderNumber,
    orderToken: randomToken(24),
    memberId: owner.memberId,
    accessTokenId: owner.accessTokenId,
    deliveryMethod: input.delivery_method,
    pickupStoreId: plan.pickupStore?.id ?? null,
    deliveryCountryId: plan.deliveryCountry?.id ?? null,
    fulfilmentDate: input.date,
    timeslotId: plan.timeslot.id,
    paymentMethod: input.payment_method,
    paymentStatus: cashCents === 0 ? 'paid' : 'pending',
    paidAt: cashCents === 0 ? now : null,
    ...addresses,
    couponId: priced.coupon?.row.id ?? null,
    couponCode: priced.coupon?.row.code ?? '',
    subtotalCents: priced.subtotal,
    discountCents,
    shippingFeeCents: priced.shipping ?? 0,
    creditPoints: priced.credit.points,
    creditCents: priced.credit.discount,
    totalCents,
    cashCents,
    createdAt: now,
  };
}

async function queueConfirmation(
  ctx: CallContext,
  tx: Db,
  order: NewOrder,
  lines: PricedLine[],
  plan: FulfilmentPlan,
) {
  const base = ctx.config.publicUrl ?? `http://localhost:${ctx.config.port}`;
  const mail = confirmationEmail(
    await readShopInfo(tx, ctx.config),
    {
      orderNumber: order.orderNumber,
      date: order.fulfilmentDate,
      paymentMethod: order.paymentMethod,
      paid: order.paymentStatus === 'paid',
      subtotalCents: order.subtotalCents,
      discountCents: order.discountCents,
      shippingFeeCents: order.shippingFeeCents,
      creditCents: order.creditCents,
      totalCents: order.totalCents,
      cashCents: order.cashCents,
    },
    lines,
    plan,
    `${base}/order-confirmation/${order.orderToken}`,
  );
  await enqueueMessage(tx, { channel: 'email', to: order.billing.email, ...mail });
}

/**
 * order_create: in one transaction the key is claimed, the cart locked and priced, every line's stock
 * taken, the coupon's limits re-checked under its lock, the credit burnt, the order and its lines
 * written, the cart emptied and the confirmation queued. Any failure rolls all of it back.
 */
export async function placeOrder(
  ctx: CallContext,
  caller: CartCaller,
  input: OrderCreateInput,
): Promise<Placed> {
  const { db } = ctx;
  const accessTokenId = await resolveAccessToken(db, caller.accessToken);
  const owner = { accessTokenId, memberId: caller.memberId };
  const earlier = await orderForKey(db, input.idempotency_key, owner);
  if (earlier) return earlier;

  const now = new Date();
  const plan = await checkFulfilment(db, input, now);
  const addresses = await checkoutAddresses(db, input, caller.memberId, plan);
  try {
    const placed = await db.transaction(async (tx) => {
      await claimKey(tx, input.idempotency_key);
      const { cart } = await openCart(tx, caller, false);
      const lines = cart ? await loadCartLines(tx, cart.id) : [];
      if (!cart || lines.length === 0) throw new ApiError('CART_EMPTY');
      const priced = await priceCart(tx, {
        cart,
        lines,
        memberId: caller.memberId,
        fulfilment: plan.pricing,
        now,
      });
      ensureAsShown(priced, cart.creditPoints);
      const kept = await takeStock(tx, priced.lines);
      const memberId = caller.memberId;
      if (priced.coupon && memberId !== null)
        await recheckCoupon(tx, priced.coupon, { memberId, lines: kept, subtotal: priced.subtotal, now });

      const order = buildOrder({
        input,
        plan,
        addresses,
        priced,
        owner,
        orderNumber: await nextOrderNumber(tx, now),
        now,
      });
      const orderId = await insertOrder(tx, order, kept);
      if (memberId !== null && priced.credit.points > 0) {
        await burnCredit(tx, { memberId, points: priced.credit.points, orderNumber: order.orderNumber });
      }
      if (memberId !== null && priced.coupon) {
        await recordCouponUse(tx, {
          couponId: priced.coupon.row.id,
          memberId,
          orderId,
          discountCents: priced.coupon.discount,
        });
      }
      await tx.update(idempotencyKeys).set({ orderId }).where(eq(idempotencyKeys.key, input.idempotency_key));
      await deleteLines(tx, cart.id);
      await tx
        .update(carts)
        .set({ couponId: null, creditPoints: 0, updatedAt: now })
        .where(eq(carts.id, cart.id));
      await queueConfirmation(ctx, tx, order, kept, plan);
      return { order_token: order.orderToken, order_number: order.orderNumber };
    });
    ctx.outbox.wake();
    return placed;
  } catch (error) {
    if (!(error instanceof KeyTaken)) throw error;
    const winner = await orderForKey(db, input.idempotency_key, owner);
    if (!winner) throw new ApiError('DATABASE_BUSY');
    return winner;
  }
}

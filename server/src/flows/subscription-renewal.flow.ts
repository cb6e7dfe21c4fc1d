import type { OrderCreateInput } from '@shop/contract/orders/checkout-fields';
import { hongKongNow } from '@shop/contract/shop-calendar';
import { eq } from 'drizzle-orm';
import type { Config } from '../config/env.ts';
import type { Db } from '../db/database.ts';
import { ApiError } from '../http/api-error.ts';
import {
  ensureAsShown,
  giftsRunOut,
  priceLockedLine,
  pricingSettingsAt,
  stockWanted,
} from '../modules/cart/index.ts';
import { productRows, readCatalogVersion, takeStock, variantRows } from '../modules/catalog/index.ts';
import { fpsPayeeOf, type OrderLookups, shopInfoFrom, unpaidOrderRulesOf } from '../modules/lookups/index.ts';
import { lockMember, memberContact, memberNotFound, readProfile } from '../modules/members/index.ts';
import { enqueueMessage } from '../modules/messages/index.ts';
import {
  buildOrder,
  checkFulfilment,
  checkoutAddresses,
  confirmationEmail,
  fpsCodeOf,
  KeyTaken,
  openOrder,
  orderLookups,
  writeOrder,
} from '../modules/orders/index.ts';
import { burnCredit, earnBeansForPaidOrder } from '../modules/points/index.ts';
import {
  calendarOf,
  deliveryAfter,
  lockDueSubscription,
  recordFailedRenewal,
  renewedSubscription,
  type SubscriptionRow,
  subscriptionCutoffDays,
} from '../modules/subscriptions/index.ts';
import { type Delivery, missedEmail, renewalConfirmation } from './subscription-renewal.emails.ts';

/** What one subscription's turn did: an order made, the delivery moved, the subscription paused, or nothing (not due any more, or another run has it). */
export type RenewalOutcome = 'made' | 'moved' | 'paused' | 'none';

/** One subscription's turn in a run: the subscription, and the last delivery day due as of `now`. */
export interface Turn {
  db: Db;
  config: Config;
  id: number;
  lastDay: string;
  now: Date;
}

/**
 * The order's key: one per subscription and day, with a '/' that order_create's keys may not hold,
 * so no shopper can claim it first. Claiming it draws the order number (orders' openOrder).
 */
const renewalKey = (sub: SubscriptionRow) => `subscription/${sub.id}/${sub.nextDate}`;

/** Another run made this delivery's order first: its key or the one-order-per-date index says so. */
const madeElsewhere = (error: unknown) =>
  error instanceof KeyTaken ||
  (error as { cause?: { constraint?: unknown } } | null)?.cause?.constraint === 'orders_subscription_date';

/** What a delivery is, named as its order line would be. */
export async function deliveryOf(db: Db, sub: SubscriptionRow): Promise<Delivery> {
  const [line] = await db
    .select({
      product: { nameEn: productRows.nameEn, nameZh: productRows.nameZh },
      variant: { options: variantRows.options },
    })
    .from(variantRows)
    .innerJoin(productRows, eq(productRows.id, variantRows.productId))
    .where(eq(variantRows.id, sub.variantId));
  // The subscription's foreign key keeps its variant.
  return { quantity: sub.quantity, line: line!, method: sub.deliveryMethod };
}

/** The checkout a member would have sent for this delivery: billed to their account, sent where the subscription says. */
function checkoutOf(
  sub: SubscriptionRow,
  member: NonNullable<Awaited<ReturnType<typeof readProfile>>>,
): OrderCreateInput {
  return {
    access_token: '',
    delivery_method: sub.deliveryMethod,
    pickup_store_id: sub.pickupStoreId ?? undefined,
    delivery_country_id: sub.deliveryCountryId ?? undefined,
    date: sub.nextDate!,
    timeslot_id: sub.timeslotId,
    payment_method: sub.paymentMethod,
    idempotency_key: renewalKey(sub),
    billing: {
      first_name: member.first_name,
      last_name: member.last_name,
      email: member.email ?? undefined,
      phone: member.phone ?? undefined,
      country_id: member.country_id ?? undefined,
    },
    shipping: sub.shipping ?? undefined,
  };
}

/** The delivery after this one: a frequency on, past closed days, as a skip moves it. */
const deliveryAfterThis = (sub: SubscriptionRow, lookups: OrderLookups, now: Date) =>
  deliveryAfter(sub.nextDate!, sub.frequencyWeeks, calendarOf(lookups, sub, now));

/**
 * The delivery's order, made as checkout makes one, in one transaction and this lock order: the
 * subscription (skipped when another run holds it), the key, the member, then after the writes the
 * variant's stock. The order is written in one statement with the subscription moved on to its next
 * day; the locked unit price is charged; credit first when the member chose it. Any refusal (a
 * closed day, no stock, a withdrawn coffee) throws and nothing is written.
 */
async function makeRenewal(tx: Db, { db, config, id, lastDay, now }: Turn): Promise<RenewalOutcome> {
  const sub = await lockDueSubscription(tx, id, lastDay);
  if (!sub) return 'none';
  const opening = await openOrder(tx, renewalKey(sub), sub.memberId);
  const lookups = await orderLookups(db, tx, opening.catalogVersion);
  const member = await readProfile(tx, sub.memberId);
  if (!member) throw memberNotFound();
  const input = checkoutOf(sub, member);
  const plan = checkFulfilment(lookups, input, now);
  const addresses = checkoutAddresses(lookups, input, opening.account, plan);
  const priced = await priceLockedLine(tx, {
    variantId: sub.variantId,
    quantity: sub.quantity,
    unitCents: sub.unitPriceCents,
    memberId: sub.memberId,
    useCredit: sub.useCredit,
    fulfilment: plan.pricing,
    settings: await pricingSettingsAt(db, opening.catalogVersion, tx),
  });
  if (!priced) throw new ApiError('OUT_OF_STOCK');
  // A coffee withdrawn from sale is refused as a cart's would be.
  ensureAsShown(priced, 0);

  const order = {
    ...buildOrder({
      ...{ input, plan, addresses, priced, sequence: opening.sequence, now },
      owner: { accessTokenId: null, memberId: sub.memberId },
      paymentDeadlineHours: unpaidOrderRulesOf(lookups.settings).payment_deadline_hours,
    }),
    subscriptionId: sub.id,
    subscriptionDate: sub.nextDate!,
  };
  const fps = fpsCodeOf(order, fpsPayeeOf(lookups.settings));
  const shop = shopInfoFrom(lookups.settings, config);
  const next = deliveryAfterThis(sub, lookups, now);
  await writeOrder(tx, {
    order,
    lines: priced.lines,
    idempotencyKey: renewalKey(sub),
    couponUse: null,
    confirmation: renewalConfirmation(
      confirmationEmail(shop, config, { order, lines: priced.lines, plan, fps }),
      shop,
      sub.nextDate!,
    ),
    alongside: [['renewed', renewedSubscription(tx, sub, next, now)]],
  });
  giftsRunOut(priced.lines, await takeStock(tx, stockWanted(priced.lines)));
  // Stock, then the member's lock, as placing an order takes them: the two never wait on each other
  // crosswise. The balance burnt is checked then; one spent meanwhile fails this turn (INSUFFICIENT_CREDIT).
  if (priced.credit.points > 0) {
    await lockMember(tx, sub.memberId);
    await burnCredit(tx, {
      memberId: sub.memberId,
      points: priced.credit.points,
      orderNumber: order.orderNumber,
    });
  }
  if (order.paymentStatus === 'paid') await earnBeansForPaidOrder(tx, order, now);
  return 'made';
}

/**
 * A delivery whose order could not be made, in its own transaction: moved to the next day on its
 * grid that can be booked, with one more failure counted, or paused at the third failure in a row;
 * the member is told either way (docs/subscriptions.md, "Renewals").
 */
async function missRenewal({ db, config, id, lastDay, now }: Turn, why: ApiError) {
  const version = await readCatalogVersion(db);
  return db.transaction(async (tx): Promise<RenewalOutcome> => {
    const sub = await lockDueSubscription(tx, id, lastDay);
    if (!sub) return 'none';
    const lookups = await orderLookups(db, tx, version);
    const movedTo = deliveryAfterThis(sub, lookups, now);
    const written = await recordFailedRenewal(tx, sub, movedTo, now);
    if (!written) return 'none';
    const paused = written.status === 'paused';
    const email = (await memberContact(tx, sub.memberId))?.email;
    if (email) {
      await enqueueMessage(
        tx,
        missedEmail(shopInfoFrom(lookups.settings, config), config, email, {
          ...(await deliveryOf(tx, sub)),
          day: sub.nextDate!,
          why: { en: why.message, zh: why.zh },
          movedTo: paused ? null : written.nextDate,
        }),
      );
    }
    return paused ? 'paused' : 'moved';
  });
}

/** One subscription's turn: its order, or the failure rule when the shop refuses it. */
export async function renewSubscription(turn: Turn, retries = 1): Promise<RenewalOutcome> {
  try {
    return await turn.db.transaction((tx) => makeRenewal(tx, turn));
  } catch (error) {
    if (madeElsewhere(error)) return 'none';
    if (!(error instanceof ApiError)) throw error;
    // The member spent credit between pricing and burning: priced again, the order takes what is left.
    if (error.code === 'INSUFFICIENT_CREDIT' && retries > 0) return renewSubscription(turn, retries - 1);
    return missRenewal(turn, error);
  }
}

/** Today in Hong Kong at `now` and the shop's cut-off: a delivery up to today + the cut-off is due its order. */
export async function cutoffAt(db: Db, now: Date): Promise<{ today: string; cutoffDays: number }> {
  const { settings } = await orderLookups(db, db, await readCatalogVersion(db));
  return {
    today: hongKongNow(now).day,
    cutoffDays: subscriptionCutoffDays(settings),
  };
}

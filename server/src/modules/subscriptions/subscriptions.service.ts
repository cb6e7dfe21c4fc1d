import type {
  Subscription,
  SubscriptionCreateInput,
  SubscriptionUpdateInput,
} from '@shop/contract/subscriptions/subscriptions.calls';
import type { Db } from '../../db/database.ts';
import { ApiError } from '../../http/api-error.ts';
import { type OrderLookups, readOrderLookups } from '../lookups/index.ts';
import { checkFulfilment, deliveryAddress, lastSubscriptionDelivery } from '../orders/index.ts';
import { calendarOf, toWireSubscription } from './subscription.wire.ts';
import { deliveryAfter, resumeDay, subscriberPrice } from './subscription-schedule.ts';
import {
  activePlans,
  insertSubscription,
  lockMemberSubscription,
  memberSubscriptions,
  type NewSubscription,
  type SubscribableVariant,
  type SubscriptionRow,
  shownSubscription,
  subscribableVariant,
  subscriptionIdForKey,
  updateSubscription,
} from './subscriptions.repo.ts';

export async function listPlans(db: Db) {
  const plans = await activePlans(db);
  return {
    plans: plans.map((p) => ({
      product_id: p.productId,
      frequencies_weeks: p.frequenciesWeeks,
      discount_percent: p.discountPercent,
    })),
  };
}

/** The variant's plan, when it offers `weeks`; NOT_SUBSCRIBABLE otherwise. */
async function planOffering(db: Db, variantId: number, weeks: number): Promise<SubscribableVariant> {
  const variant = await subscribableVariant(db, variantId);
  if (!variant?.frequenciesWeeks.includes(weeks)) throw new ApiError('NOT_SUBSCRIBABLE');
  return variant;
}

async function shown(db: Db, id: number, lookups: OrderLookups, now: Date): Promise<Subscription> {
  const row = await shownSubscription(db, id);
  return toWireSubscription(row!, lookups, now);
}

/**
 * subscription_create: the plan must offer the frequency, and the first date, place and slot pass
 * checkout's rules. The price is locked now. A key the member used before answers that subscription.
 */
export async function createSubscription(
  db: Db,
  memberId: number,
  input: SubscriptionCreateInput,
  now = new Date(),
): Promise<Subscription> {
  const lookups = await readOrderLookups(db);
  const earlier = await subscriptionIdForKey(db, memberId, input.idempotency_key);
  if (earlier !== undefined) return shown(db, earlier, lookups, now);

  const variant = await planOffering(db, input.variant_id, input.frequency_weeks);
  const place = checkFulfilment(lookups, { ...input, date: input.first_date }, now);
  if (place.deliveryCountry) deliveryAddress(input.shipping!, place.deliveryCountry);
  const values: NewSubscription = {
    memberId,
    variantId: variant.variantId,
    quantity: input.quantity,
    frequencyWeeks: input.frequency_weeks,
    nextDate: input.first_date,
    unitPriceCents: subscriberPrice(variant.priceCents, variant.discountPercent),
    discountPercent: variant.discountPercent,
    deliveryMethod: input.delivery_method,
    pickupStoreId: place.pickupStore?.id ?? null,
    deliveryCountryId: place.deliveryCountry?.id ?? null,
    shipping: place.deliveryCountry ? input.shipping! : null,
    timeslotId: input.timeslot_id,
    paymentMethod: input.payment_method,
    useCredit: input.use_credit,
    idempotencyKey: input.idempotency_key,
  };
  // Two requests with one key: the second inserts nothing and answers what the first made.
  const id =
    (await insertSubscription(db, values)) ??
    (await subscriptionIdForKey(db, memberId, input.idempotency_key))!;
  return shown(db, id, lookups, now);
}

export async function listMemberSubscriptions(
  db: Db,
  memberId: number,
  page: { limit: number; offset: number },
  now = new Date(),
) {
  const lookups = await readOrderLookups(db);
  const { rows, total } = await memberSubscriptions(db, memberId, page);
  return { subscriptions: rows.map((row) => toWireSubscription(row, lookups, now)), total_rows: total };
}

type Change = Partial<NewSubscription>;

function mustBeActive(subscription: SubscriptionRow) {
  if (subscription.status !== 'active') throw new ApiError('SUBSCRIPTION_NOT_ACTIVE');
}

/** A delivery moved by hand goes after the last one whose order is made: that order stays as it was made. */
async function ensureNoOrderYet(tx: Db, subscriptionId: number, day: string) {
  const made = await lastSubscriptionDelivery(tx, subscriptionId);
  if (made !== null && day <= made) {
    throw new ApiError('DATE_UNAVAILABLE', {
      en: `The order for ${made} is already made. Please choose a later day.`,
      zh: `${made} 的訂單已經建立，請選擇較後的日子。`,
    });
  }
}

/** change: the coffee (its price locked anew), quantity, frequency (one the plan offers) and next date. */
async function changed(
  tx: Db,
  subscription: SubscriptionRow,
  input: SubscriptionUpdateInput,
  lookups: OrderLookups,
  now: Date,
): Promise<Change> {
  const set: Change = {};
  const weeks = input.frequency_weeks ?? subscription.frequencyWeeks;
  const variantId = input.variant_id ?? subscription.variantId;
  if (variantId !== subscription.variantId || weeks !== subscription.frequencyWeeks) {
    const variant = await planOffering(tx, variantId, weeks);
    if (variantId !== subscription.variantId) {
      set.variantId = variantId;
      set.unitPriceCents = subscriberPrice(variant.priceCents, variant.discountPercent);
      set.discountPercent = variant.discountPercent;
    }
    set.frequencyWeeks = weeks;
  }
  if (input.quantity !== undefined) set.quantity = input.quantity;
  if (input.next_date !== undefined) {
    await ensureNoOrderYet(tx, subscription.id, input.next_date);
    checkFulfilment(
      lookups,
      {
        delivery_method: subscription.deliveryMethod,
        pickup_store_id: subscription.pickupStoreId ?? undefined,
        delivery_country_id: subscription.deliveryCountryId ?? undefined,
        timeslot_id: subscription.timeslotId,
        date: input.next_date,
      },
      now,
    );
    set.nextDate = input.next_date;
  }
  return set;
}

/** What an action changes on the (locked) subscription; docs/subscriptions.md has the rules. */
async function actionChange(
  tx: Db,
  subscription: SubscriptionRow,
  input: SubscriptionUpdateInput,
  lookups: OrderLookups,
  now: Date,
): Promise<Change> {
  const calendar = calendarOf(lookups, subscription, now);
  const next = subscription.nextDate!;
  switch (input.action) {
    case 'skip': {
      mustBeActive(subscription);
      return { nextDate: deliveryAfter(next, subscription.frequencyWeeks, calendar) ?? throwNoDate() };
    }
    case 'pause':
      mustBeActive(subscription);
      return { status: 'paused' };
    case 'resume':
      if (subscription.status !== 'paused') throw new ApiError('SUBSCRIPTION_NOT_PAUSED');
      return {
        status: 'active',
        nextDate: resumeDay(next, subscription.frequencyWeeks, calendar) ?? throwNoDate(),
        failedAttempts: 0,
      };
    case 'cancel':
      return { status: 'cancelled', nextDate: null, cancelledAt: now };
    case 'change':
      return changed(tx, subscription, input, lookups, now);
  }
}

/** Along a year of the grid, every day was closed: the member hears so rather than getting a date far off. */
function throwNoDate(): never {
  throw new ApiError('NO_BOOKABLE_DATE');
}

/**
 * subscription_update, under the subscription's row lock. Only the member's own subscription is
 * found; a cancelled one stays as it is. Every action only moves `next_date` and what follows it:
 * an order already made for an earlier date stays as it was made.
 */
export async function updateMemberSubscription(
  db: Db,
  memberId: number,
  input: SubscriptionUpdateInput,
  now = new Date(),
): Promise<Subscription> {
  const lookups = await readOrderLookups(db);
  await db.transaction(async (tx) => {
    const subscription = await lockMemberSubscription(tx, memberId, input.subscription_id);
    if (!subscription) throw new ApiError('SUBSCRIPTION_NOT_FOUND');
    if (subscription.status === 'cancelled') throw new ApiError('SUBSCRIPTION_CANCELLED');
    await updateSubscription(tx, subscription.id, await actionChange(tx, subscription, input, lookups, now));
  });
  return shown(db, input.subscription_id, lookups, now);
}

import { randomUUID } from 'node:crypto';
import { addDays, hongKongMidnight, hongKongNow } from '@shop/contract/shop-calendar';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { TestApp } from '../../test/test-app.ts';
import { subscriptionPlans, subscriptions } from '../db/schema.ts';
import { grantCredit, makeProduct, newMember } from '../modules/cart/testing.ts';
import { bearer } from '../modules/members/testing.ts';
import { deliveryOrder, orders, type ShopLookups } from '../modules/orders/testing.ts';

/** The seeded shop's cut-off: a delivery's order is made this many days before it. */
export const CUTOFF = 3;
/** The day the order of a delivery on `day` is made. */
export const cutoffOf = (day: string) => addDays(day, -CUTOFF);

/** The shop's calendar as the storefront reads it, and the job clock moved along it. */
export class RenewalClock {
  readonly today = hongKongNow(new Date()).day;
  private readonly usedHours = new Set<string>();

  constructor(
    private readonly t: TestApp,
    private readonly closed: Set<string>,
  ) {}

  static async of(t: TestApp): Promise<RenewalClock> {
    const days = (await t.call('client_blackout_date_get')).body;
    return new RenewalClock(t, new Set([...days.pickup_blackout_dates, ...days.delivery_blackout_dates]));
  }

  /** The first day from `offset` days on that neither pickup nor delivery is closed. */
  openDayFrom(offset: number): string {
    let day = addDays(this.today, offset);
    while (this.closed.has(day)) day = addDays(day, 1);
    return day;
  }

  /** The delivery after `day` on a weekly grid: a week on, and another past each closed day. */
  weekAfter(day: string): string {
    let next = addDays(day, 7);
    while (this.closed.has(next)) next = addDays(next, 7);
    return next;
  }

  close(day: string): void {
    this.closed.add(day);
  }

  /** An instant in an hour of `day` (Hong Kong) that no earlier run took, so each run gets its own job slot. */
  freshHour(day: string): string {
    let hour = 9;
    while (this.usedHours.has(`${day}T${hour}`)) hour += 1;
    this.usedHours.add(`${day}T${hour}`);
    return new Date(Date.parse(hongKongMidnight(day)) + hour * 3_600_000).toISOString();
  }

  /** Runs every job once as if at an unused hour of `day`. */
  async jobsOn(day: string): Promise<{ name: string; done: number }[]> {
    const res = await this.t.app.inject({
      method: 'POST',
      url: '/dev/run-jobs',
      payload: { now: this.freshHour(day) },
    });
    expect(res.statusCode).toBe(200);
    return res.json().jobs;
  }
}

export interface Subscriber {
  memberId: number;
  auth: Record<string, string>;
  email: string;
  variantId: number;
  subscriptionId: number;
  firstDate: string;
}

export interface SubscribeOptions {
  firstDate: string;
  /** An existing coffee, or a fresh one (HK$100 a bag, 10 % off for subscribers) holding `inventory`. */
  variantId?: number;
  inventory?: number;
  quantity?: number;
  /** Credit granted to the member, who then pays with credit first. */
  credit?: number;
  payment?: 'fps' | 'bank_transfer' | 'pay_at_store';
  /** Picked up at the first store (the default), or delivered in Hong Kong to checkout's test address. */
  method?: 'pickup' | 'delivery';
}

/** The fulfilment fields of a subscription, as checkout's tests fill them. */
const fulfilment = (shop: ShopLookups, method: 'pickup' | 'delivery') =>
  method === 'pickup'
    ? { delivery_method: 'pickup', pickup_store_id: shop.pickupStoreId, timeslot_id: shop.pickupSlotId }
    : {
        delivery_method: 'delivery',
        delivery_country_id: shop.hongKong.id,
        timeslot_id: shop.deliverySlotId,
        shipping: deliveryOrder(shop).shipping,
      };

/** A fresh coffee open to weekly and fortnightly subscriptions at 10 % off: its variant. */
export async function subscribableCoffee(t: TestApp, inventory: number): Promise<number> {
  const { productId, variantId } = await makeProduct(t, { retailCents: 10_000, inventory });
  await t.db.insert(subscriptionPlans).values({ productId, frequenciesWeeks: [1, 2], discountPercent: 10 });
  return variantId;
}

/** A newly registered member subscribed, through subscription_create, to a weekly delivery. */
export async function subscribe(
  t: TestApp,
  shop: ShopLookups,
  options: SubscribeOptions,
): Promise<Subscriber> {
  const member = await newMember(t);
  const auth = bearer(member.token);
  if (options.credit) await grantCredit(t, member.id, options.credit);
  const variantId = options.variantId ?? (await subscribableCoffee(t, options.inventory ?? 20));
  const res = await t.call(
    'subscription_create',
    {
      variant_id: variantId,
      quantity: options.quantity ?? 2,
      frequency_weeks: 1,
      first_date: options.firstDate,
      ...fulfilment(shop, options.method ?? 'pickup'),
      payment_method: options.payment ?? 'fps',
      use_credit: options.credit !== undefined,
      idempotency_key: randomUUID(),
    },
    auth,
  );
  expect(res.statusCode).toBe(200);
  return {
    memberId: member.id,
    auth,
    email: member.email,
    variantId,
    subscriptionId: res.body.subscription.id,
    firstDate: options.firstDate,
  };
}

export const subscriptionRow = async (t: TestApp, s: Pick<Subscriber, 'subscriptionId'>) =>
  (await t.db.select().from(subscriptions).where(eq(subscriptions.id, s.subscriptionId)))[0]!;

export const renewalOrders = (t: TestApp, s: Pick<Subscriber, 'subscriptionId'>) =>
  t.db.select().from(orders).where(eq(orders.subscriptionId, s.subscriptionId)).orderBy(orders.id);

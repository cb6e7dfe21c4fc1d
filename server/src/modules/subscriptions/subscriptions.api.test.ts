import { randomUUID } from 'node:crypto';
import { addDays, hongKongMidnight, hongKongNow } from '@shop/contract/shop-calendar';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectError } from '../../../test/test-app.ts';
import { blackoutDates, variants } from '../../db/schema.ts';
import { anyCategoryId, STAFF, staffAuth } from '../admin/testing.ts';
import { makeProduct, newMember } from '../cart/testing.ts';
import { bearer } from '../members/testing.ts';
import { pickupOrder, shopPerFile } from '../orders/testing.ts';
import { openPlan, subscriptionPlans, subscriptions } from './testing.ts';

const { t, shop } = shopPerFile();
/** Closed days of either method, so the tests pick days open for both. */
let closed: Set<string>;
beforeAll(async () => {
  const days = (await t.call('client_blackout_date_get')).body;
  closed = new Set<string>([...days.pickup_blackout_dates, ...days.delivery_blackout_dates]);
});

const today = () => hongKongNow(new Date()).day;
const weeksOn = (day: string, weeks: number) => addDays(day, 7 * weeks);

/** A day from `from` on whose next five weekly repeats are all open: the grid tests need no holiday in the way. */
function clearWeeksFrom(from: string): string {
  let day = from;
  while ([0, 1, 2, 3, 4].some((w) => closed.has(weeksOn(day, w)))) day = addDays(day, 1);
  return day;
}

/** A subscribable coffee (retail HK$145 unless told) with its plan. */
async function planned(options: { retailCents?: number; variantCount?: number } = {}) {
  const product = await makeProduct(t, { retailCents: 14_500, ...options });
  await openPlan(t, product.productId);
  return product;
}

async function member() {
  const m = await newMember(t);
  const call = (name: string, body: Record<string, unknown> = {}) => t.call(name, body, bearer(m.token));
  return { ...m, call };
}
type Member = Awaited<ReturnType<typeof member>>;

function pickup(variantId: number, overrides: Record<string, unknown> = {}) {
  return {
    variant_id: variantId,
    quantity: 2,
    frequency_weeks: 1,
    first_date: clearWeeksFrom(addDays(today(), 5)),
    delivery_method: 'pickup',
    pickup_store_id: shop.pickupStoreId,
    timeslot_id: shop.pickupSlotId,
    payment_method: 'pay_at_store',
    idempotency_key: randomUUID(),
    ...overrides,
  };
}

/** A Hong Kong address, with its district in `state`. */
const homeAddress = { first_name: 'Mei', last_name: 'Chan', address: '8 Star Street', state: 'Wan Chai' };

/** The fields that turn `pickup()` into a delivery to `countryId` (paying at the shop, unless told otherwise). */
const deliveryTo = (countryId: number) => ({
  delivery_method: 'delivery',
  pickup_store_id: '',
  delivery_country_id: countryId,
  timeslot_id: shop.deliverySlotId,
  shipping: homeAddress,
});

async function subscribe(m: Member, variantId: number, overrides: Record<string, unknown> = {}) {
  const res = await m.call('subscription_create', pickup(variantId, overrides));
  expect(res.statusCode, JSON.stringify(res.body)).toBe(200);
  return res.body.subscription;
}

/** Runs `check` while `day` is a closed day for pickups (as a typhoon or holiday would make it). */
async function whilePickupClosed(day: string, check: () => Promise<void>) {
  if (closed.has(day)) return check();
  await t.db.insert(blackoutDates).values({ method: 'pickup', day });
  try {
    await check();
  } finally {
    await t.db
      .delete(blackoutDates)
      .where(and(eq(blackoutDates.method, 'pickup'), eq(blackoutDates.day, day)));
  }
}

const update = (m: Member, id: number, body: Record<string, unknown>) =>
  m.call('subscription_update', { subscription_id: id, ...body });

describe('plans', () => {
  it('lists the active plans on products for sale, the seeded coffees among them', async () => {
    const open = await planned();
    const hidden = await makeProduct(t);
    await openPlan(t, hidden.productId, { active: false });
    const { plans } = (await t.call('subscription_plan_get')).body;
    // The four seeded coffees and the one opened here; the inactive plan is not listed.
    expect(plans).toHaveLength(5);
    expect(plans).toContainEqual({
      product_id: open.productId,
      frequencies_weeks: [1, 2, 4],
      discount_percent: 10,
    });
    expect(plans.map((p: { product_id: number }) => p.product_id)).not.toContain(hidden.productId);
  });
});

describe('subscription_create', () => {
  it('locks the price less the plan discount; a later price change reaches new subscriptions only', async () => {
    const m = await member();
    const coffee = await planned();
    const first = clearWeeksFrom(addDays(today(), 5));
    const made = await subscribe(m, coffee.variantId, { first_date: first });
    expect(made).toMatchObject({
      status: 'active',
      product_id: coffee.productId,
      variant_id: coffee.variantId,
      quantity: 2,
      frequency_weeks: 1,
      next_date: first,
      cutoff_date: addDays(first, -3),
      upcoming_dates: [first, weeksOn(first, 1), weeksOn(first, 2), weeksOn(first, 3)],
      unit_price_cents: 13_050,
      discount_percent: 10,
      delivery_method: 'pickup',
      pickup_store_id: shop.pickupStoreId,
      payment_method: 'pay_at_store',
      use_credit: false,
    });

    await t.db
      .update(variants)
      .set({ salePriceCents: 16_000, retailPriceCents: 16_000 })
      .where(eq(variants.id, coffee.variantId));
    const [kept] = (await m.call('subscription_get')).body.subscriptions;
    expect(kept.unit_price_cents).toBe(13_050);
    expect((await subscribe(m, coffee.variantId)).unit_price_cents).toBe(14_400);
  });

  it('answers the same subscription for the same key, and makes no second one', async () => {
    const m = await member();
    const coffee = await planned();
    const body = pickup(coffee.variantId);
    const [a, b] = [await m.call('subscription_create', body), await m.call('subscription_create', body)];
    expect(b.body.subscription.id).toBe(a.body.subscription.id);
    expect((await m.call('subscription_get')).body.total_rows).toBe(1);
  });

  it('makes one subscription when the same request arrives twice at once', async () => {
    const m = await member();
    const coffee = await planned();
    const body = pickup(coffee.variantId);
    const answers = await Promise.all([1, 2, 3].map(() => m.call('subscription_create', body)));
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200]);
    expect(new Set(answers.map((a) => a.body.subscription.id)).size).toBe(1);
    expect((await m.call('subscription_get')).body.total_rows).toBe(1);
  });

  it('delivers to a checked address with its own slot and payment', async () => {
    const m = await member();
    const coffee = await planned();
    const body = pickup(coffee.variantId, {
      ...deliveryTo(shop.hongKong.id),
      payment_method: 'fps',
      use_credit: true,
    });
    const made = (await m.call('subscription_create', body)).body.subscription;
    expect(made).toMatchObject({
      delivery_method: 'delivery',
      delivery_country_id: shop.hongKong.id,
      pickup_store_id: null,
      payment_method: 'fps',
      use_credit: true,
      shipping: { address: '8 Star Street', state: 'Wan Chai' },
    });
    const noDistrict = {
      ...body,
      idempotency_key: randomUUID(),
      shipping: { ...deliveryTo(0).shipping, state: '' },
    };
    expectError(await m.call('subscription_create', noDistrict), 400, 'VALIDATION_FAILED');
  });

  it('refuses a guest, every bad field and every date checkout refuses, writing nothing', async () => {
    const coffee = await planned();
    expectError(await t.call('subscription_create', pickup(coffee.variantId)), 401, 'UNAUTHORIZED');
    const m = await member();
    const unplanned = await makeProduct(t);
    const soon = today();
    const far = addDays(today(), 31);
    const refused: [Record<string, unknown>, number, string][] = [
      [{ quantity: 0 }, 400, 'VALIDATION_FAILED'],
      [{ quantity: 21 }, 400, 'VALIDATION_FAILED'],
      [{ frequency_weeks: 9 }, 400, 'VALIDATION_FAILED'],
      [{ frequency_weeks: 3 }, 409, 'NOT_SUBSCRIBABLE'],
      [{ variant_id: unplanned.variantId }, 409, 'NOT_SUBSCRIBABLE'],
      [{ variant_id: 2_000_000_000 }, 409, 'NOT_SUBSCRIBABLE'],
      [{ first_date: '2026-02-30' }, 400, 'VALIDATION_FAILED'],
      [{ first_date: soon }, 400, 'DATE_UNAVAILABLE'],
      [{ first_date: far }, 400, 'DATE_UNAVAILABLE'],
      [{ pickup_store_id: '' }, 400, 'VALIDATION_FAILED'],
      [{ pickup_store_id: 999_999 }, 400, 'VALIDATION_FAILED'],
      [{ timeslot_id: shop.deliverySlotId }, 400, 'TIMESLOT_UNAVAILABLE'],
      [{ delivery_method: 'delivery', delivery_country_id: shop.hongKong.id }, 400, 'VALIDATION_FAILED'],
      [{ payment_method: 'cash' }, 400, 'VALIDATION_FAILED'],
      [{ delivery_method: 'drone' }, 400, 'VALIDATION_FAILED'],
      [{ use_credit: 'yes' }, 400, 'VALIDATION_FAILED'],
      [{ ...deliveryTo(999_999), payment_method: 'fps' }, 400, 'VALIDATION_FAILED'],
      [deliveryTo(shop.hongKong.id), 400, 'VALIDATION_FAILED'],
      [{ idempotency_key: 'short' }, 400, 'VALIDATION_FAILED'],
    ];
    for (const [overrides, http, code] of refused) {
      const res = await m.call('subscription_create', pickup(coffee.variantId, overrides));
      expectError(res, http, code);
    }
    const holiday = addDays(today(), 10);
    await whilePickupClosed(holiday, async () => {
      const res = await m.call('subscription_create', pickup(coffee.variantId, { first_date: holiday }));
      expectError(res, 400, 'DATE_UNAVAILABLE');
    });
    expect((await m.call('subscription_get')).body.total_rows).toBe(0);
  });
});

describe('subscription_get', () => {
  it('lists only the member’s own, newest first, with the coffee they deliver', async () => {
    const m = await member();
    const other = await member();
    const coffee = await planned({ variantCount: 2 });
    const older = await subscribe(m, coffee.variantIds[0]!);
    const newer = await subscribe(m, coffee.variantIds[1]!, { frequency_weeks: 2 });
    await subscribe(other, coffee.variantIds[0]!);
    const got = (await m.call('subscription_get', { limit: 1 })).body;
    expect(got.total_rows).toBe(2);
    expect(got.subscriptions.map((s: { id: number }) => s.id)).toEqual([newer.id]);
    expect(got.subscriptions[0].product_name_en).toMatch(/^Test Beans/);
    expect((await m.call('subscription_get', { offset: 1 })).body.subscriptions[0].id).toBe(older.id);
    expectError(await t.call('subscription_get'), 401, 'UNAUTHORIZED');
  });
});

describe('subscription_update', () => {
  it('skip moves the next delivery one frequency on, and past a closed day along the grid', async () => {
    const m = await member();
    const coffee = await planned();
    const sub = await subscribe(m, coffee.variantId);
    const skipped = (await update(m, sub.id, { action: 'skip' })).body.subscription;
    expect(skipped.next_date).toBe(weeksOn(sub.next_date, 1));

    await whilePickupClosed(weeksOn(sub.next_date, 2), async () => {
      const past = (await update(m, sub.id, { action: 'skip' })).body.subscription;
      expect(past.next_date).toBe(weeksOn(sub.next_date, 3));
    });
  });

  it('two skips at once both count: each waits for the other under the row lock', async () => {
    const m = await member();
    const coffee = await planned();
    const sub = await subscribe(m, coffee.variantId);
    const answers = await Promise.all([1, 2].map(() => update(m, sub.id, { action: 'skip' })));
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200]);
    expect((await m.call('subscription_get')).body.subscriptions[0].next_date).toBe(
      weeksOn(sub.next_date, 2),
    );
  });

  it('pause stops deliveries; resume lands on the grid no sooner than the cut-off', async () => {
    const m = await member();
    const coffee = await planned();
    const sub = await subscribe(m, coffee.variantId);
    const paused = (await update(m, sub.id, { action: 'pause' })).body.subscription;
    expect(paused).toMatchObject({
      status: 'paused',
      next_date: sub.next_date,
      cutoff_date: null,
      upcoming_dates: [],
    });
    expectError(await update(m, sub.id, { action: 'skip' }), 409, 'SUBSCRIPTION_NOT_ACTIVE');
    expectError(await update(m, sub.id, { action: 'pause' }), 409, 'SUBSCRIPTION_NOT_ACTIVE');

    // Paused past its date: the delivery it missed is not owed; the next one on the grid is.
    const missed = addDays(today(), 1);
    await t.db.update(subscriptions).set({ nextDate: missed }).where(eq(subscriptions.id, sub.id));
    const resumed = (await update(m, sub.id, { action: 'resume' })).body.subscription;
    let expected = weeksOn(missed, 1);
    while (closed.has(expected)) expected = weeksOn(expected, 1);
    expect(resumed).toMatchObject({ status: 'active', next_date: expected });
    expectError(await update(m, sub.id, { action: 'resume' }), 409, 'SUBSCRIPTION_NOT_PAUSED');
  });

  it('change sets coffee (price locked anew), quantity, frequency and next date, within the plan and the calendar', async () => {
    const m = await member();
    const coffee = await planned({ variantCount: 2 });
    const sub = await subscribe(m, coffee.variantIds[0]!);
    await t.db.update(variants).set({ salePriceCents: 12_000 }).where(eq(variants.id, coffee.variantIds[1]!));
    const next = clearWeeksFrom(addDays(sub.next_date, 1));
    const changed = (
      await update(m, sub.id, {
        action: 'change',
        variant_id: coffee.variantIds[1],
        quantity: 5,
        frequency_weeks: 2,
        next_date: next,
      })
    ).body.subscription;
    expect(changed).toMatchObject({
      variant_id: coffee.variantIds[1],
      unit_price_cents: 10_800,
      quantity: 5,
      frequency_weeks: 2,
      next_date: next,
    });
    expect(changed.upcoming_dates.slice(0, 3)).toEqual([next, weeksOn(next, 2), weeksOn(next, 4)]);

    const other = await makeProduct(t);
    const refused: [Record<string, unknown>, number, string][] = [
      [{}, 400, 'VALIDATION_FAILED'],
      [{ frequency_weeks: 3 }, 409, 'NOT_SUBSCRIBABLE'],
      [{ variant_id: other.variantId }, 409, 'NOT_SUBSCRIBABLE'],
      [{ quantity: 21 }, 400, 'VALIDATION_FAILED'],
      [{ next_date: today() }, 400, 'DATE_UNAVAILABLE'],
    ];
    for (const [fields, http, code] of refused)
      expectError(await update(m, sub.id, { action: 'change', ...fields }), http, code);
    const holiday = addDays(next, 1);
    await whilePickupClosed(holiday, async () => {
      expectError(await update(m, sub.id, { action: 'change', next_date: holiday }), 400, 'DATE_UNAVAILABLE');
    });
    expect((await m.call('subscription_get')).body.subscriptions[0]).toMatchObject({
      quantity: 5,
      next_date: next,
    });
  });

  it('a next date moved by hand goes after the delivery whose order is already made', async () => {
    const m = await member();
    const coffee = await planned();
    const sub = await subscribe(m, coffee.variantId);
    // The jobs at noon of the cut-off day make the first delivery's order.
    const cutoffNoon = new Date(Date.parse(hongKongMidnight(sub.cutoff_date)) + 12 * 3_600_000);
    await t.app.inject({ method: 'POST', url: '/dev/run-jobs', payload: { now: cutoffNoon.toISOString() } });
    const renewed = (await m.call('subscription_get')).body.subscriptions[0];
    expect(renewed.next_date).toBe(weeksOn(sub.next_date, 1));
    expect((await m.call('order_get')).body.orders[0]).toMatchObject({
      subscription_id: sub.id,
      date: sub.next_date,
    });

    const back = await update(m, sub.id, { action: 'change', next_date: sub.next_date });
    expectError(back, 400, 'DATE_UNAVAILABLE');
    expect(back.body.err_message).toContain(sub.next_date);
    let later = addDays(sub.next_date, 1);
    while (closed.has(later)) later = addDays(later, 1);
    const moved = (await update(m, sub.id, { action: 'change', next_date: later })).body.subscription;
    expect(moved.next_date).toBe(later);
  });

  it('a closed plan takes no new subscriber or frequency; its subscribers keep theirs', async () => {
    const m = await member();
    const coffee = await planned();
    const sub = await subscribe(m, coffee.variantId);
    await t.db
      .update(subscriptionPlans)
      .set({ active: false })
      .where(eq(subscriptionPlans.productId, coffee.productId));
    expectError(await m.call('subscription_create', pickup(coffee.variantId)), 409, 'NOT_SUBSCRIBABLE');
    expectError(await update(m, sub.id, { action: 'change', frequency_weeks: 2 }), 409, 'NOT_SUBSCRIBABLE');
    const kept = (await update(m, sub.id, { action: 'change', quantity: 3 })).body.subscription;
    expect(kept).toMatchObject({ status: 'active', quantity: 3, unit_price_cents: 13_050 });
  });

  it('cancel ends it for good', async () => {
    const m = await member();
    const coffee = await planned();
    const sub = await subscribe(m, coffee.variantId);
    const cancelled = (await update(m, sub.id, { action: 'cancel' })).body.subscription;
    expect(cancelled).toMatchObject({ status: 'cancelled', next_date: null, upcoming_dates: [] });
    expect(cancelled.cancelled_at).not.toBeNull();
    for (const action of ['skip', 'pause', 'resume', 'cancel'])
      expectError(await update(m, sub.id, { action }), 409, 'SUBSCRIPTION_CANCELLED');
    expectError(await update(m, sub.id, { action: 'change', quantity: 1 }), 409, 'SUBSCRIPTION_CANCELLED');
  });

  it('finds no subscription of another member, and changes nothing of it', async () => {
    const owner = await member();
    const stranger = await member();
    const coffee = await planned();
    const sub = await subscribe(owner, coffee.variantId);
    expectError(await update(stranger, sub.id, { action: 'cancel' }), 404, 'SUBSCRIPTION_NOT_FOUND');
    expectError(await update(stranger, 2_000_000_000, { action: 'skip' }), 404, 'SUBSCRIPTION_NOT_FOUND');
    expect((await owner.call('subscription_get')).body.subscriptions[0].status).toBe('active');
  });
});

describe('orders and the database', () => {
  it('order_get rows say which subscription an order delivers (none for a checkout order)', async () => {
    const m = await member();
    const coffee = await planned();
    const token = (await t.call('access_token_get')).body.access_token;
    const cart = (name: string, body: Record<string, unknown> = {}) =>
      t.call(name, { access_token: token, delivery_country_id: '', ...body }, bearer(m.token));
    await cart('cart_add_product', { product_id: coffee.variantId });
    expect((await cart('order_create', pickupOrder(shop))).statusCode).toBe(200);
    expect((await m.call('order_get')).body.orders[0]).toMatchObject({ subscription_id: null });
  });

  it('hands a member their subscriptions with their data; deleting the account ends them and forgets the address', async () => {
    const m = await member();
    const coffee = await planned();
    const sub = await subscribe(m, coffee.variantId, {
      ...deliveryTo(shop.hongKong.id),
      payment_method: 'bank_transfer',
    });
    const exported = (await m.call('personal_data_get')).body;
    expect(exported.subscriptions).toMatchObject([{ id: sub.id, shipping: { address: '8 Star Street' } }]);
    expect((await m.call('account_delete', { confirm: true })).statusCode).toBe(200);
    const [row] = await t.db.select().from(subscriptions).where(eq(subscriptions.id, sub.id));
    expect(row).toMatchObject({ status: 'cancelled', nextDate: null });
    expect(JSON.stringify(row!.shipping)).not.toMatch(/Mei|Chan|Star Street/);
  });

  it('keeps a variant members subscribe to: the console is told why in both languages, and nothing changes', async () => {
    const m = await member();
    const coffee = await planned({ variantCount: 2 });
    await subscribe(m, coffee.variantId);
    const staff = await staffAuth(t, STAFF);
    const open = async () =>
      (await t.call('admin_product_get', { product_id: coffee.productId }, staff)).body.product;
    const before = await open();
    const res = await t.call(
      'admin_product_save',
      {
        ...before,
        category_ids: [await anyCategoryId(t)],
        variants: before.variants
          .filter((v: { variant_id: number }) => v.variant_id !== coffee.variantId)
          .map(({ stock: _stock, ...v }: { stock: number }) => v),
      },
      staff,
    );
    expect(res.statusCode).toBe(409);
    expect(res.body.err_message).toMatch(/subscribe to a variant you removed/);
    expect(res.body.err_message_zh).toMatch(/有會員訂閱了你移除的款式/);
    expect(await open()).toEqual(before);
  });

  it('refuses a cancelled subscription that still has a next date', async () => {
    const m = await member();
    const coffee = await planned();
    const sub = await subscribe(m, coffee.variantId);
    await expect(
      t.db
        .update(subscriptions)
        .set({ status: 'cancelled', cancelledAt: new Date() })
        .where(eq(subscriptions.id, sub.id)),
    ).rejects.toThrow();
  });
});

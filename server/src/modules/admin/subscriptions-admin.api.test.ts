import { randomUUID } from 'node:crypto';
import { addDays } from '@shop/contract/shop-calendar';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { expectError } from '../../../test/test-app.ts';
import { variants } from '../../db/schema.ts';
import { makeProduct, newMember } from '../cart/testing.ts';
import { bearer } from '../members/testing.ts';
import { orders } from '../orders/testing.ts';
import { STAFF, staffAuth } from './admin.test-kit.ts';
import { orderConsolePerFile, placeOrder, transition } from './admin-orders.test-kit.ts';
import { auditLog } from './staff.tables.ts';

const { t, shop, owner } = orderConsolePerFile();

/** A coffee sold in bags of `grams`, open to subscriptions every 1, 2 or 4 weeks at 10% off. */
async function subscribableCoffee(grams: number | null = 250) {
  const coffee = await makeProduct(t, { retailCents: 16_000, inventory: 100 });
  await t.db.update(variants).set({ weightGrams: grams }).where(eq(variants.id, coffee.variantId));
  const plan = {
    product_id: coffee.productId,
    frequencies_weeks: [4, 1, 2],
    discount_percent: 10,
    active: true,
  };
  expect((await t.call('admin_subscription_plan_save', plan, owner)).statusCode).toBe(200);
  return coffee;
}

/** A new member's weekly pickup subscription from the shop's open day. */
async function subscribe(variantId: number, quantity: number) {
  const member = await newMember(t);
  const res = await t.call(
    'subscription_create',
    {
      variant_id: variantId,
      quantity,
      frequency_weeks: 1,
      first_date: shop.openDay,
      delivery_method: 'pickup',
      pickup_store_id: shop.pickupStoreId,
      timeslot_id: shop.pickupSlotId,
      payment_method: 'pay_at_store',
      idempotency_key: randomUUID(),
    },
    bearer(member.token),
  );
  expect(res.statusCode).toBe(200);
  return { member, subscriptionId: res.body.subscription.id as number };
}

describe('admin_subscription_plan_save', () => {
  it('opens a product to subscriptions, changes its plan and keeps both in the audit log', async () => {
    const coffee = await makeProduct(t, {});
    const plan = {
      product_id: coffee.productId,
      frequencies_weeks: [4, 2, 2],
      discount_percent: 15,
      active: true,
    };
    const saved = await t.call('admin_subscription_plan_save', plan, owner);
    expect(saved.statusCode).toBe(200);
    expect(saved.body.plan).toMatchObject({
      frequencies_weeks: [2, 4],
      discount_percent: 15,
      subscribers: 0,
    });
    const off = await t.call('admin_subscription_plan_save', { ...plan, active: false }, owner);
    expect(off.body.plan.active).toBe(false);

    const offered = (await t.call('subscription_plan_get')).body.plans as { product_id: number }[];
    expect(offered.map((p) => p.product_id)).not.toContain(coffee.productId);
    const listed = (await t.call('admin_subscription_plans_get', {}, owner)).body.plans;
    expect(listed).toContainEqual(expect.objectContaining({ product_id: coffee.productId, active: false }));
    const audit = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'subscription_plan'), eq(auditLog.entityId, String(coffee.productId))));
    expect(audit.map((a) => a.action).sort()).toEqual([
      'subscription_plan.create',
      'subscription_plan.update',
    ]);
  });

  it('keeps one plan per product when two saves of a new plan race', async () => {
    const coffee = await makeProduct(t, {});
    const save = (discount_percent: number) =>
      t.call(
        'admin_subscription_plan_save',
        { product_id: coffee.productId, frequencies_weeks: [2], discount_percent, active: true },
        owner,
      );
    const answers = await Promise.all([save(5), save(15)]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200]);
    const plans = (await t.call('admin_subscription_plans_get', {}, owner)).body.plans.filter(
      (p: { product_id: number }) => p.product_id === coffee.productId,
    );
    expect(plans).toHaveLength(1);
    expect([5, 15]).toContain(plans[0].discount_percent);
  });

  it('refuses a discount above 50%, an unknown product and a member', async () => {
    const coffee = await makeProduct(t, {});
    const plan = { product_id: coffee.productId, frequencies_weeks: [2], discount_percent: 51, active: true };
    expectError(await t.call('admin_subscription_plan_save', plan, owner), 400, 'VALIDATION_FAILED');
    const unknown = { ...plan, product_id: 2_000_000_000, discount_percent: 10 };
    expectError(await t.call('admin_subscription_plan_save', unknown, owner), 404, 'NOT_FOUND');
    const member = bearer((await newMember(t)).token);
    expectError(await t.call('admin_subscription_plan_save', unknown, member), 401, 'STAFF_ONLY');
    expectError(await t.call('admin_subscription_plans_get', {}, member), 401, 'STAFF_ONLY');
    const plans = (await t.call('admin_subscription_plans_get', {}, owner)).body.plans as {
      product_id: number;
    }[];
    expect(plans.map((p) => p.product_id)).not.toContain(coffee.productId);
  });
});

describe('admin_subscriptions_get and admin_subscription_renewals_get', () => {
  it('finds a subscription by its member or coffee and filters by status', async () => {
    const coffee = await subscribableCoffee();
    const { member, subscriptionId } = await subscribe(coffee.variantId, 2);
    const find = (input: Record<string, unknown>) => t.call('admin_subscriptions_get', input, owner);

    const byEmail = await find({ keyword: member.email });
    expect(byEmail.body).toMatchObject({
      total_rows: 1,
      subscriptions: [
        { subscription_id: subscriptionId, status: 'active', quantity: 2, member_name: 'Kit Lam' },
      ],
    });
    const [product] = await t.db.select().from(variants).where(eq(variants.id, coffee.variantId));
    const bySku = await find({ keyword: product!.sku });
    expect(bySku.body.subscriptions.map((s: { subscription_id: number }) => s.subscription_id)).toEqual([
      subscriptionId,
    ]);
    expect((await find({ keyword: member.email, status: 'paused' })).body.total_rows).toBe(0);
    expectError(await t.call('admin_subscriptions_get', {}, bearer(member.token)), 401, 'STAFF_ONLY');
  });

  it('counts the deliveries and units per day on each subscription’s weekly grid', async () => {
    const coffee = await subscribableCoffee();
    await subscribe(coffee.variantId, 3);
    const from = shop.openDay;
    const before = await t.call('admin_subscription_renewals_get', { from, days: 14 }, owner);
    await subscribe(coffee.variantId, 1);
    const after = await t.call('admin_subscription_renewals_get', { from, days: 14 }, owner);
    expect(after.statusCode).toBe(200);
    const day = (res: typeof after, date: string) =>
      res.body.days.find((d: { date: string }) => d.date === date) ?? { count: 0, units: 0 };
    for (const date of [from, addDays(from, 7)]) {
      expect(day(after, date).count - day(before, date).count).toBe(1);
      expect(day(after, date).units - day(before, date).units).toBe(1);
    }
    expect(day(after, from).order_date).toBe(addDays(from, -3));
    expect(day(after, addDays(from, 1)).count).toBe(0);
  });
});

describe('admin_roast_plan_get', () => {
  it('adds up the grams of open orders and of deliveries with no order yet, the day before', async () => {
    const coffee = await subscribableCoffee(250);
    const unweighed = await makeProduct(t, { inventory: 50 });
    const roastDay = addDays(shop.openDay, -1);
    const plan = async () => {
      const res = await t.call('admin_roast_plan_get', { from: roastDay, days: 2 }, owner);
      expect(res.statusCode).toBe(200);
      expect(res.body.days[0]).toMatchObject({ roast_date: roastDay, for_date: shop.openDay });
      const row = res.body.coffees.find((c: { product_id: number }) => c.product_id === coffee.productId);
      return row?.grams ?? [0, 0];
    };

    await placeOrder(t, shop, { variants: [coffee.variantId, unweighed.variantId], quantity: 2 });
    const cancelled = await placeOrder(t, shop, { variants: [coffee.variantId], quantity: 5 });
    await transition(t, owner, cancelled.orderId, 'cancel');
    expect(await plan()).toEqual([500, 0]);

    const { subscriptionId } = await subscribe(coffee.variantId, 3);
    expect(await plan()).toEqual([1250, 0]);

    // The renewal job makes the delivery's order (its cut-off is today): it counts once, as an order.
    const ran = await t.app.inject({ method: 'POST', url: '/dev/run-jobs', payload: { now: new Date() } });
    expect(ran.statusCode).toBe(200);
    const [renewal] = await t.db.select().from(orders).where(eq(orders.subscriptionId, subscriptionId));
    expect(renewal?.subscriptionDate).toBe(shop.openDay);
    expect(await plan()).toEqual([1250, 0]);

    const res = await t.call('admin_roast_plan_get', { from: roastDay, days: 2 }, owner);
    const names = res.body.coffees.map((c: { product_id: number }) => c.product_id);
    expect(names).not.toContain(unweighed.productId);
    expect(res.body.days[0].total_grams).toBeGreaterThanOrEqual(1250);
    expect(res.body.total_grams).toBe(
      res.body.days.reduce((sum: number, d: { total_grams: number }) => sum + d.total_grams, 0),
    );
  });

  it('plans at most 14 days, for staff only', async () => {
    const staff = await staffAuth(t, STAFF);
    const week = await t.call('admin_roast_plan_get', {}, staff);
    expect(week.statusCode).toBe(200);
    expect(week.body.days).toHaveLength(7);
    expect((await t.call('admin_subscriptions_get', {}, staff)).statusCode).toBe(200);
    expectError(await t.call('admin_roast_plan_get', { days: 15 }, owner), 400, 'VALIDATION_FAILED');
    const member = bearer((await newMember(t)).token);
    expectError(await t.call('admin_roast_plan_get', {}, member), 401, 'STAFF_ONLY');
    expectError(await t.call('admin_subscription_renewals_get', {}, member), 401, 'STAFF_ONLY');
  });
});

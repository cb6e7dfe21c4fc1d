import { addDays } from '@shop/contract/shop-calendar';
import { and, eq, like } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { variants } from '../db/schema.ts';
import { orderConsolePerFile, pointsOf } from '../modules/admin/testing.ts';
import { inventoryOf, setInventory } from '../modules/cart/testing.ts';
import { outbox } from '../modules/messages/testing.ts';
import { orderLines, orders } from '../modules/orders/testing.ts';
import { POINT_TYPE } from '../modules/points/testing.ts';
import {
  cutoffOf,
  RenewalClock,
  renewalOrders,
  type SubscribeOptions,
  type Subscriber,
  subscribe,
  subscriptionRow,
} from './subscription-renewal.test-kit.ts';

/** Renewals and their reminders, moved along by the job clock (docs/subscriptions.md, "Renewals"). */
const { t, shop, owner } = orderConsolePerFile();
let clock: RenewalClock;
beforeAll(async () => {
  clock = await RenewalClock.of(t);
});

const subscribed = (options: Partial<SubscribeOptions> = {}) =>
  subscribe(t, shop, { firstDate: clock.openDayFrom(8), ...options });
const subscriptionOf = (s: Subscriber) => subscriptionRow(t, s);
const ordersOf = (s: Subscriber) => renewalOrders(t, s);
const jobsOn = (day: string) => clock.jobsOn(day);
const weekAfter = (day: string) => clock.weekAfter(day);
const mailsTo = (s: Subscriber, subject: string) =>
  t.db
    .select()
    .from(outbox)
    .where(and(eq(outbox.recipient, s.email), like(outbox.subject, `%${subject}%`)));
const update = (s: Subscriber, action: string, fields: Record<string, unknown> = {}) =>
  t.call('subscription_update', { subscription_id: s.subscriptionId, action, ...fields }, s.auth);

describe('a renewal', () => {
  it('makes the order at the cut-off with the locked price, credit first, stock taken, and moves next_date on', async () => {
    const s = await subscribed({ credit: 50 });
    // A price rise after subscribing reaches new subscriptions only.
    await t.db.update(variants).set({ retailPriceCents: 15_000 }).where(eq(variants.id, s.variantId));

    await jobsOn(addDays(cutoffOf(s.firstDate), -1));
    expect(await ordersOf(s)).toHaveLength(0);
    await jobsOn(cutoffOf(s.firstDate));

    const [order] = await ordersOf(s);
    expect(order).toMatchObject({
      subscriptionDate: s.firstDate,
      fulfilmentDate: s.firstDate,
      memberId: s.memberId,
      subtotalCents: 18_000,
      paymentMethod: 'fps',
      paymentStatus: 'pending',
    });
    expect(order!.creditPoints).toBe(50);
    expect(order!.cashCents).toBe(18_000 - order!.creditCents);
    expect(order!.paymentDueAt).not.toBeNull();
    const [line] = await t.db.select().from(orderLines).where(eq(orderLines.orderId, order!.id));
    expect(line).toMatchObject({ unitPriceCents: 9_000, quantity: 2 });
    expect(await inventoryOf(t, s.variantId)).toBe(18);
    expect(await pointsOf(t, s.memberId, POINT_TYPE.credit)).toBe(0);
    expect((await subscriptionOf(s)).nextDate).toBe(weekAfter(s.firstDate));

    const [mail] = await mailsTo(s, 'subscription order');
    expect(mail!.body).toContain(`Your subscription's coffee for ${s.firstDate} is now an order`);
    expect(mail!.body).toContain(order!.orderNumber);
    expect(mail!.body).toContain('FPS: scan the QR code');
    expect(mail!.body).toContain('轉數快');
    expect(mail!.qrCode).toBeTruthy();
    const listed = (await t.call('order_get', { limit: 10, offset: 0 }, s.auth)).body;
    expect(JSON.stringify(listed)).toContain(`"subscription_id":${s.subscriptionId}`);
  });

  it('for a delivery, charges the shipping fee of its country and ships to its address', async () => {
    const s = await subscribed({ method: 'delivery', payment: 'bank_transfer' });
    await jobsOn(cutoffOf(s.firstDate));
    const [order] = await ordersOf(s);
    expect(order).toMatchObject({
      deliveryMethod: 'delivery',
      subtotalCents: 18_000,
      shippingFeeCents: shop.hongKong.shipping_fee * 100,
      totalCents: 18_000 + shop.hongKong.shipping_fee * 100,
    });
    expect(order!.shipping).toMatchObject({ address: 'Flat 12B, 8 Hoi Yuen Road', state: 'Kwun Tong' });
  });

  it('is made once however often the jobs run for the same day', async () => {
    const s = await subscribed();
    const day = cutoffOf(s.firstDate);
    await jobsOn(day);
    await jobsOn(day);
    await jobsOn(addDays(day, 1));
    expect(await ordersOf(s)).toHaveLength(1);
    expect(await inventoryOf(t, s.variantId)).toBe(18);
  });

  it('earns Beans when its order is marked paid, like any order', async () => {
    const s = await subscribed({ payment: 'bank_transfer' });
    await jobsOn(cutoffOf(s.firstDate));
    const [order] = await ordersOf(s);
    const paid = await t.call(
      'admin_order_transition',
      { order_id: order!.id, action: 'confirm_payment' },
      owner,
    );
    expect(paid.statusCode).toBe(200);
    expect(await pointsOf(t, s.memberId, POINT_TYPE.beans)).toBeGreaterThan(0);
  });
});

describe('changes around a renewal', () => {
  it('skipped before its cut-off, a delivery gets no order and the next one does', async () => {
    const s = await subscribed();
    expect((await update(s, 'skip')).statusCode).toBe(200);
    const next = weekAfter(s.firstDate);
    await jobsOn(cutoffOf(s.firstDate));
    expect(await ordersOf(s)).toHaveLength(0);
    await jobsOn(cutoffOf(next));
    expect((await ordersOf(s)).map((o) => o.subscriptionDate)).toEqual([next]);
  });

  it('skipped after the order was made, the order stays and the delivery after it is skipped', async () => {
    const s = await subscribed();
    await jobsOn(cutoffOf(s.firstDate));
    expect((await update(s, 'skip')).statusCode).toBe(200);
    const [order] = await ordersOf(s);
    expect(order).toMatchObject({ subscriptionDate: s.firstDate, status: 'placed' });
    expect((await subscriptionOf(s)).nextDate).toBe(weekAfter(weekAfter(s.firstDate)));
  });

  it('paused, no order is made; cancelled, none ever again; a made order stays', async () => {
    const paused = await subscribed();
    // Paid at the shop: no payment deadline cancels its order while the weeks pass.
    const cancelled = await subscribed({ payment: 'pay_at_store' });
    await jobsOn(cutoffOf(cancelled.firstDate));
    expect((await update(paused, 'pause')).statusCode).toBe(200);
    expect((await update(cancelled, 'cancel')).statusCode).toBe(200);
    const later = addDays(cutoffOf(paused.firstDate), 21);
    await jobsOn(later);
    expect(await ordersOf(cancelled)).toHaveLength(1);
    expect((await ordersOf(cancelled))[0]!.status).toBe('placed');
    expect(await ordersOf(paused)).toHaveLength(1);
  });

  it('a change before the cut-off reaches the order; one after it waits for the next delivery', async () => {
    const s = await subscribed();
    expect((await update(s, 'change', { quantity: 3 })).statusCode).toBe(200);
    await jobsOn(cutoffOf(s.firstDate));
    expect((await update(s, 'change', { quantity: 1 })).statusCode).toBe(200);
    const [line] = await t.db
      .select()
      .from(orderLines)
      .innerJoin(orders, eq(orders.id, orderLines.orderId))
      .where(eq(orders.subscriptionId, s.subscriptionId));
    expect(line!.order_lines.quantity).toBe(3);
    expect(await inventoryOf(t, s.variantId)).toBe(17);
  });
});

describe('a renewal that cannot be made', () => {
  it('out of stock: nothing is written, the delivery moves a week on and the member is told', async () => {
    const s = await subscribed({ inventory: 1, credit: 40 });
    await jobsOn(cutoffOf(s.firstDate));
    expect(await ordersOf(s)).toHaveLength(0);
    expect(await inventoryOf(t, s.variantId)).toBe(1);
    expect(await pointsOf(t, s.memberId, POINT_TYPE.credit)).toBe(40);
    const moved = await subscriptionOf(s);
    expect(moved).toMatchObject({ status: 'active', failedAttempts: 1, nextDate: weekAfter(s.firstDate) });
    const [mail] = await mailsTo(s, 'moved');
    expect(mail!.body).toContain(`We have moved this pickup to ${moved.nextDate}`);
    expect(mail!.body).toContain(`我們已將此次取貨改至 ${moved.nextDate}`);
    expect(mail!.body).toContain('Only 1 of');
    expect(mail!.body).toContain('只剩1件');
  });

  it('three times in a row: the subscription is paused and the member told', async () => {
    const s = await subscribed({ inventory: 0 });
    let day = s.firstDate;
    for (let i = 0; i < 3; i += 1) {
      await jobsOn(cutoffOf(day));
      day = (await subscriptionOf(s)).nextDate!;
    }
    expect(await subscriptionOf(s)).toMatchObject({ status: 'paused', failedAttempts: 3 });
    expect(await mailsTo(s, 'moved')).toHaveLength(2);
    const [mail] = await mailsTo(s, 'paused');
    expect(mail!.body).toContain('We have paused your subscription');
    expect(mail!.body).toContain('我們已暫停你的訂閱');
    await setInventory(t, s.variantId, 20);
    await jobsOn(cutoffOf(day));
    expect(await ordersOf(s)).toHaveLength(0);
  });

  it('a day closed after subscribing: the delivery moves to the next open day on its grid', async () => {
    const s = await subscribed({ firstDate: clock.openDayFrom(12) });
    const closing = await t.call(
      'admin_blackout_date_add',
      { methods: ['pickup', 'delivery'], day: s.firstDate, reason_en: 'Typhoon', reason_zh: '颱風' },
      owner,
    );
    expect(closing.statusCode).toBe(200);
    clock.close(s.firstDate);
    await jobsOn(cutoffOf(s.firstDate));
    expect(await ordersOf(s)).toHaveLength(0);
    expect((await subscriptionOf(s)).nextDate).toBe(weekAfter(s.firstDate));
    expect(await mailsTo(s, 'moved')).toHaveLength(1);
  });
});

describe('the reminder', () => {
  it('goes once, the day before the cut-off', async () => {
    const s = await subscribed();
    const dayBefore = addDays(cutoffOf(s.firstDate), -1);
    await jobsOn(addDays(dayBefore, -1));
    expect(await mailsTo(s, 'pickup of')).toHaveLength(0);
    await jobsOn(dayBefore);
    await jobsOn(dayBefore);
    const mails = await mailsTo(s, 'pickup of');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.body).toContain(`Your next subscription pickup is on ${s.firstDate}`);
    expect(mails[0]!.body).toContain(`We make its order on ${cutoffOf(s.firstDate)}`);
    expect(mails[0]!.body).toContain('在此之前');
  });
});

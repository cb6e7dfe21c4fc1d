import { beforeAll, describe, expect, it } from 'vitest';
import { orderConsolePerFile, type PlacedOrder, placeOrder } from '../modules/admin/testing.ts';
import { callFrom, freshIp } from '../modules/members/testing.ts';

const { t, shop, owner } = orderConsolePerFile();
let order: PlacedOrder;
beforeAll(async () => {
  order = await placeOrder(t, shop, { pricesCents: [12_000], billing: { email: 'Tracker.Lee@example.com' } });
});

const move = (o: PlacedOrder, action: string) =>
  t.call('admin_order_transition', { order_id: o.orderId, action }, owner);

describe('order_lookup', () => {
  it('finds an order by its number and email, in any letter case, and answers its receipt token', async () => {
    const res = await callFrom(t, freshIp(), 'order_lookup', {
      order_number: ` ${order.orderNumber.toLowerCase()} `,
      email: 'tracker.lee@EXAMPLE.com',
    });
    expect(res.statusCode).toBe(200);
    expect(res.body).toEqual({ status: 1, order_token: order.orderToken });
  });

  it('answers a wrong email and a wrong number alike, in both languages', async () => {
    const wrongEmail = await callFrom(t, freshIp(), 'order_lookup', {
      order_number: order.orderNumber,
      email: 'someone.else@example.com',
    });
    const wrongNumber = await callFrom(t, freshIp(), 'order_lookup', {
      order_number: 'SC-20200101-9999',
      email: 'tracker.lee@example.com',
    });
    expect(wrongEmail.statusCode).toBe(404);
    expect(wrongEmail.body).toEqual(wrongNumber.body);
    expect(wrongEmail.body).toMatchObject({ status: 0, err_code: 'ORDER_LOOKUP_FAILED' });
    expect(wrongEmail.body.err_message_zh).toMatch(/訂單/);
  });

  it('allows 10 tries in 15 minutes from one address, found or not, then 429 with Retry-After', async () => {
    const ip = freshIp();
    for (let i = 0; i < 10; i += 1) {
      const res = await callFrom(t, ip, 'order_lookup', {
        order_number: `SC-X-${i}`,
        email: 'x@example.com',
      });
      expect(res.statusCode).toBe(404);
    }
    const refused = await callFrom(t, ip, 'order_lookup', {
      order_number: order.orderNumber,
      email: 'tracker.lee@example.com',
    });
    expect(refused.statusCode).toBe(429);
    expect(refused.body).toMatchObject({ err_code: 'RATE_LIMITED', retry_after: expect.any(Number) });
    expect(refused.headers['retry-after']).toBeDefined();
  });
});

describe('order_timeline_get', () => {
  const timeline = (token: string) => t.call('order_timeline_get', { order_token: token });

  it('starts at placed, then adds each step with its time as staff move the order on', async () => {
    const placed = await timeline(order.orderToken);
    expect(placed.statusCode).toBe(200);
    expect(placed.body).toMatchObject({ status: 1, order_status: 'placed', payment_status: 'pending' });
    expect(placed.body.steps.map((s: { step: string }) => s.step)).toEqual(['placed']);

    expect((await move(order, 'confirm_payment')).statusCode).toBe(200);
    expect((await move(order, 'ready_for_pickup')).statusCode).toBe(200);
    const ready = await timeline(order.orderToken);
    expect(ready.body).toMatchObject({ status: 1, order_status: 'ready_for_pickup', payment_status: 'paid' });
    expect(ready.body.steps.map((s: { step: string }) => s.step)).toEqual([
      'placed',
      'paid',
      'ready_for_pickup',
    ]);
    for (const step of ready.body.steps) expect(Number.isNaN(Date.parse(step.at))).toBe(false);
  });

  it('ends a cancelled order at cancelled and a refunded one at refunded', async () => {
    const cancelled = await placeOrder(t, shop, { pricesCents: [5_000] });
    await move(cancelled, 'cancel');
    const c = await timeline(cancelled.orderToken);
    expect(c.body.order_status).toBe('cancelled');
    expect(c.body.steps.map((s: { step: string }) => s.step)).toEqual(['placed', 'cancelled']);

    const refunded = await placeOrder(t, shop, { pricesCents: [5_000] });
    await move(refunded, 'confirm_payment');
    await move(refunded, 'refund');
    const r = await timeline(refunded.orderToken);
    expect(r.body).toMatchObject({ status: 1, order_status: 'refunded', payment_status: 'refunded' });
    expect(r.body.steps.map((s: { step: string }) => s.step)).toEqual(['placed', 'paid', 'refunded']);
  });

  it('answers 404 in both languages for a link that names no order', async () => {
    const res = await timeline('no-such-order-token');
    expect(res.statusCode).toBe(404);
    expect(res.body).toMatchObject({ status: 0, err_code: 'NOT_FOUND' });
    expect(res.body.err_message_zh).toMatch(/訂單/);
  });
});

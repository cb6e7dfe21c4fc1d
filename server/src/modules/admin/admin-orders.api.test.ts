import { addDays, hongKongNow } from '@shop/contract/shop-calendar';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectError } from '../../../test/test-app.ts';
import { unique } from '../members/testing.ts';
import { orders } from '../orders/testing.ts';
import { memberAuth, STAFF, staffAuth } from './admin.test-kit.ts';
import { orderConsolePerFile, type PlacedOrder, placeOrder, transition } from './admin-orders.test-kit.ts';

let surname: string;
let pickup: PlacedOrder;
let delivery: PlacedOrder;
let paidPickup: PlacedOrder;
const { t, shop, owner } = orderConsolePerFile();
beforeAll(async () => {
  surname = `Lifecycle${unique()}`;
  const person = (first: string, phone: string) => ({
    first_name: first,
    last_name: surname,
    email: `${first.toLowerCase()}.${surname.toLowerCase()}@example.com`,
    phone,
  });
  pickup = await placeOrder(t, shop, {
    pricesCents: [4_000],
    quantity: 3,
    billing: person('Ada', '91110001'),
  });
  delivery = await placeOrder(t, shop, {
    pricesCents: [5_000, 6_000],
    method: 'delivery',
    billing: person('Bo', '91110002'),
  });
  paidPickup = await placeOrder(t, shop, {
    pricesCents: [7_000],
    payment: 'bank_transfer',
    billing: person('Cy', '91110003'),
  });
  await transition(t, owner, paidPickup.orderId, 'confirm_payment');
});

const list = (filters: Record<string, unknown> = {}, auth = owner) =>
  t.call('admin_order_list', { keyword: surname, ...filters }, auth);
const numbers = (res: { body: { orders: { order_number: string }[] } }) =>
  res.body.orders.map((o) => o.order_number).sort();

describe('admin_order_list', () => {
  it('lists the matching orders newest first with their customer, slot and item count', async () => {
    const res = await list();
    expect(res.statusCode).toBe(200);
    expect(res.body.total_rows).toBe(3);
    expect(res.body.total_capped).toBe(false);
    expect(res.body.orders.map((o: { order_number: string }) => o.order_number)).toEqual([
      paidPickup.orderNumber,
      delivery.orderNumber,
      pickup.orderNumber,
    ]);
    expect(res.body.orders[2]).toMatchObject({
      order_id: pickup.orderId,
      status: 'placed',
      payment_status: 'pending',
      payment_method: 'pay_at_store',
      delivery_method: 'pickup',
      pickup_store_id: shop.pickupStoreId,
      pickup_store_name_en: expect.any(String),
      date: shop.openDay,
      customer_name: `Ada ${surname}`,
      phone: '91110001',
      item_count: 3,
      total_amount: 120,
      cash_amount: 120,
    });
  });

  it('filters by status, payment status, method, store and dates', async () => {
    expect(numbers(await list({ payment_status: 'paid' }))).toEqual([paidPickup.orderNumber]);
    expect(numbers(await list({ payment_status: 'pending', delivery_method: 'pickup' }))).toEqual([
      pickup.orderNumber,
    ]);
    expect(numbers(await list({ delivery_method: 'delivery' }))).toEqual([delivery.orderNumber]);
    expect(numbers(await list({ pickup_store_id: shop.pickupStoreId }))).toEqual(
      [pickup.orderNumber, paidPickup.orderNumber].sort(),
    );
    await transition(t, owner, pickup.orderId, 'cancel');
    expect(numbers(await list({ status: 'cancelled' }))).toEqual([pickup.orderNumber]);
    expect((await list({ status: 'completed' })).body.total_rows).toBe(0);

    const today = hongKongNow(new Date()).day;
    expect((await list({ date_from: today, date_to: today })).body.total_rows).toBe(3);
    expect((await list({ date_to: addDays(today, -1) })).body.total_rows).toBe(0);
    const fulfilment = { date_kind: 'fulfilment', date_from: shop.openDay, date_to: shop.openDay };
    expect((await list(fulfilment)).body.total_rows).toBe(3);
    expect((await list({ ...fulfilment, date_from: addDays(shop.openDay, 1) })).body.total_rows).toBe(0);
  });

  it('finds an order by its number, the customer’s name, phone (with or without spaces) or email', async () => {
    const find = (keyword: string) => t.call('admin_order_list', { keyword }, owner);
    expect(numbers(await find(delivery.orderNumber))).toEqual([delivery.orderNumber]);
    expect(numbers(await find(`Bo ${surname}`))).toEqual([delivery.orderNumber]);
    expect(numbers(await find(`${surname} Bo`))).toEqual([delivery.orderNumber]);
    expect(numbers(await find('9111 0002'))).toEqual([delivery.orderNumber]);
    expect(numbers(await find(`CY.${surname}@EXAMPLE.com`))).toEqual([paidPickup.orderNumber]);
    expect((await find('%')).body.total_rows).toBe(0);
  });

  it('pages with limit and offset, counting every match', async () => {
    const page = await list({ limit: 2, offset: 2 });
    expect(page.body).toMatchObject({ total_rows: 3, orders: [{ order_number: pickup.orderNumber }] });
  });

  it('refuses bad filters with the error envelope', async () => {
    expectError(await list({ status: 'lost' }), 400, 'VALIDATION_FAILED');
    expectError(await list({ date_from: '2026-02-30' }), 400, 'VALIDATION_FAILED');
  });
});

describe('admin_order_get', () => {
  it('gives the lines, amounts, customer, delivery address, history and the actions open now', async () => {
    await transition(t, owner, delivery.orderId, 'confirm_payment', { note: 'Seen in the bank app' });
    const { order } = (await t.call('admin_order_get', { order_id: delivery.orderId }, owner)).body;
    expect(order).toMatchObject({
      order_number: delivery.orderNumber,
      status: 'placed',
      payment_status: 'paid',
      delivery_country_name_en: 'Hong Kong',
      billing: { first_name: 'Bo', last_name: surname, phone: '91110002' },
      shipping: { address: 'Flat 12B, 8 Hoi Yuen Road', state: 'Kwun Tong' },
      subtotal_amount: 110,
      shipping_fee: shop.hongKong.shipping_fee,
      total_amount: 110 + shop.hongKong.shipping_fee,
      credit_points_used: 0,
      refunded_cash_amount: 0,
      allowed_actions: ['out_for_delivery', 'refund'],
      events: [{ action: 'confirm_payment', note: 'Seen in the bank app', lines: [], cash_amount: 0 }],
    });
    expect(order.lines.map((l: { unit_price: number; refunded_quantity: number }) => l.unit_price)).toEqual([
      50, 60,
    ]);
    expect(order.lines[0]).toMatchObject({ quantity: 1, refunded_quantity: 0, line_total: 50 });
  });

  it('is 404 for an unknown order', async () => {
    expectError(await t.call('admin_order_get', { order_id: 999_999 }, owner), 404, 'NOT_FOUND');
  });
});

describe('who may use the orders board', () => {
  it('lets staff in and keeps members and strangers out', async () => {
    expect((await list({}, await staffAuth(t, STAFF))).statusCode).toBe(200);
    const member = await memberAuth(t);
    expectError(await list({}, member), 401, 'STAFF_ONLY');
    expectError(await t.call('admin_order_list', {}), 401, 'STAFF_ONLY');
    const before = await t.db.select().from(orders).where(eq(orders.id, paidPickup.orderId));
    expectError(await transition(t, member, paidPickup.orderId, 'refund'), 401, 'STAFF_ONLY');
    expectError(await t.call('admin_pick_list_get', { date: shop.openDay }, member), 401, 'STAFF_ONLY');
    expect(await t.db.select().from(orders).where(eq(orders.id, paidPickup.orderId))).toEqual(before);
  });
});

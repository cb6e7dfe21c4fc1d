import { POINT_TYPE_IDS } from '@shop/contract/points/point-type-ids';
import { addDays, hongKongNow } from '@shop/contract/shop-calendar';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { makeProduct, newAccessToken, newMember, shopper } from '../cart/testing.ts';
import { deliveryOrder, orders, pickupOrder } from '../orders/testing.ts';
import { STAFF, staffAuth } from './admin.test-kit.ts';
import { orderConsolePerFile } from './admin-orders.test-kit.ts';

const { t, shop, owner } = orderConsolePerFile();

const dashboard = async (auth = owner) => {
  const res = await t.call('admin_dashboard_get', {}, auth);
  expect(res.statusCode).toBe(200);
  return res.body;
};

/** A guest order of one fresh product; answers it as the console would read it back. */
async function placeOrder(retailCents: number, quantity: number, kind: 'pickup' | 'delivery') {
  const cart = shopper(t, await newAccessToken(t));
  const { productId, variantId } = await makeProduct(t, { retailCents, inventory: 50 });
  expect((await cart('cart_add_product', { product_id: variantId, quantity })).statusCode).toBe(200);
  const placed = await cart('order_create', kind === 'pickup' ? pickupOrder(shop) : deliveryOrder(shop));
  expect(placed.statusCode).toBe(200);
  const [order] = await t.db.select().from(orders).where(eq(orders.orderNumber, placed.body.order_number));
  return { productId, order: order! };
}

describe('admin_dashboard_get', () => {
  it('counts today’s orders, their sales and the payments still waiting, in HK$', async () => {
    const before = await dashboard();
    const a = await placeOrder(12_000, 9, 'pickup');
    const b = await placeOrder(4_550, 2, 'delivery');
    const after = await dashboard(await staffAuth(t, STAFF));
    const totals = (a.order.totalCents + b.order.totalCents) / 100;
    expect(after.today.day).toBe(hongKongNow(new Date()).day);
    expect(after.today.orders_count).toBe(before.today.orders_count + 2);
    expect(after.today.sales_amount).toBeCloseTo(before.today.sales_amount + totals, 2);
    expect(after.payments_waiting.orders_count).toBe(before.payments_waiting.orders_count + 2);
    expect(after.payments_waiting.amount).toBeCloseTo(
      before.payments_waiting.amount + (a.order.cashCents + b.order.cashCents) / 100,
      2,
    );
    expect(after.sales_by_day.at(-1)).toEqual(after.today);
  });

  it('leaves cancelled orders out of sales and payments waiting', async () => {
    const { order } = await placeOrder(8_000, 1, 'pickup');
    const before = await dashboard();
    await t.db.update(orders).set({ status: 'cancelled' }).where(eq(orders.id, order.id));
    const after = await dashboard();
    expect(after.today.orders_count).toBe(before.today.orders_count - 1);
    expect(after.today.sales_amount).toBeCloseTo(before.today.sales_amount - order.totalCents / 100, 2);
    expect(after.payments_waiting.orders_count).toBe(before.payments_waiting.orders_count - 1);
  });

  it('has every one of the last 30 Hong Kong days, oldest first, 0 where nothing happened', async () => {
    const body = await dashboard();
    const today = hongKongNow(new Date()).day;
    const expected = Array.from({ length: 30 }, (_, i) => addDays(today, i - 29));
    expect(body.sales_by_day.map((d: { day: string }) => d.day)).toEqual(expected);
    expect(body.beans_by_day.map((d: { day: string }) => d.day)).toEqual(expected);
    const busy = new Set((await t.db.select().from(orders)).map((o) => hongKongNow(o.createdAt).day));
    const quiet = body.sales_by_day.filter((d: { day: string }) => !busy.has(d.day));
    expect(quiet.length).toBeGreaterThan(0);
    for (const d of quiet) expect(d).toEqual({ day: d.day, orders_count: 0, sales_amount: 0 });
  });

  it('ranks the top 5 products by units sold over 30 days', async () => {
    const big = await placeOrder(1_000, 40, 'pickup');
    const second = await placeOrder(2_000, 35, 'pickup');
    const { top_products: top } = await dashboard();
    expect(top.length).toBeLessThanOrEqual(5);
    expect(top.slice(0, 2)).toMatchObject([
      { product_id: big.productId, quantity: 40, sales_amount: 400 },
      { product_id: second.productId, quantity: 35, sales_amount: 700 },
    ]);
    expect(top[0].name_zh).toMatch(/測試咖啡豆/);
  });

  it('shows Beans issued and burnt today from the ledger', async () => {
    const { id } = await newMember(t);
    const before = (await dashboard()).beans_by_day.at(-1);
    const give = { member_id: id, point_type_id: POINT_TYPE_IDS.beans, reason: 'Welcome gift' };
    expect((await t.call('admin_points_adjust', { ...give, amount: 70 }, owner)).statusCode).toBe(200);
    expect((await t.call('admin_points_adjust', { ...give, amount: -20 }, owner)).statusCode).toBe(200);
    const after = (await dashboard()).beans_by_day.at(-1);
    expect(after).toEqual({ day: before.day, issued: before.issued + 70, burnt: before.burnt + 20 });
  });
});

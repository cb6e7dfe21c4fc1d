import { addDays } from '@shop/contract/shop-calendar';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { expectError } from '../../../test/test-app.ts';
import { variants } from '../../db/schema.ts';
import { makeProduct } from '../cart/testing.ts';
import { orderLines, orders } from '../orders/testing.ts';
import { STAFF, staffAuth } from './admin.test-kit.ts';
import { orderConsolePerFile, placeOrder, transition } from './admin-orders.test-kit.ts';

const { t, shop, owner } = orderConsolePerFile();

async function skuOf(variantId: number): Promise<string> {
  const [row] = await t.db.select({ sku: variants.sku }).from(variants).where(eq(variants.id, variantId));
  return row!.sku;
}

/** SKU → units to pack (SKUs sort as text, so the test does not lean on their order). */
const packed = (items: { sku: string; quantity: number }[]) =>
  Object.fromEntries(items.map((i) => [i.sku, i.quantity]));

describe('admin_pick_list_get', () => {
  it('sums what to pack per store and slot for pickups and per slot for deliveries', async () => {
    const stores = (await t.call('pickup_store_get')).body.stores as { id: number; name_en: string }[];
    const [first, second] = stores;
    const beans = await makeProduct(t, { retailCents: 16_000, inventory: 50 });
    const drip = await makeProduct(t, { retailCents: 9_000, inventory: 50 });
    const beansSku = await skuOf(beans.variantId);
    const dripSku = await skuOf(drip.variantId);
    const atFirst = { pickup_store_id: first!.id };
    const a = await placeOrder(t, shop, {
      variants: [beans.variantId, drip.variantId],
      quantity: 2,
      order: atFirst,
    });
    const b = await placeOrder(t, shop, { variants: [beans.variantId], order: atFirst });
    await placeOrder(t, shop, { variants: [drip.variantId], order: { pickup_store_id: second!.id } });
    const d = await placeOrder(t, shop, { variants: [beans.variantId], quantity: 3, method: 'delivery' });
    const cancelled = await placeOrder(t, shop, { variants: [drip.variantId], method: 'delivery' });
    const refunded = await placeOrder(t, shop, { variants: [drip.variantId], method: 'delivery' });
    const otherDay = await placeOrder(t, shop, { variants: [beans.variantId], order: atFirst });
    await transition(t, owner, cancelled.orderId, 'cancel');
    await transition(t, owner, refunded.orderId, 'confirm_payment');
    await transition(t, owner, refunded.orderId, 'refund');
    await transition(t, owner, d.orderId, 'confirm_payment');
    const [dLine] = await t.db.select().from(orderLines).where(eq(orderLines.orderId, d.orderId));
    await transition(t, owner, d.orderId, 'refund', { lines: [{ order_line_id: dLine!.id, quantity: 1 }] });
    await t.db
      .update(orders)
      .set({ fulfilmentDate: addDays(shop.openDay, 1) })
      .where(eq(orders.id, otherDay.orderId));

    const res = await t.call('admin_pick_list_get', { date: shop.openDay }, await staffAuth(t, STAFF));
    expect(res.statusCode).toBe(200);
    const { pickups, deliveries } = res.body;
    expect(pickups.map((s: { store_id: number }) => s.store_id)).toEqual([first!.id, second!.id]);
    expect(pickups[0]).toMatchObject({
      store_name_en: first!.name_en,
      slots: [{ timeslot_id: shop.pickupSlotId }],
    });
    const firstSlot = pickups[0].slots[0];
    expect(firstSlot.orders.map((o: { order_number: string }) => o.order_number)).toEqual(
      [a.orderNumber, b.orderNumber].sort(),
    );
    expect(firstSlot.orders[0]).toMatchObject({
      customer_name: 'Siu Ming Wong',
      phone: '61234567',
      address: '',
    });
    expect(packed(firstSlot.items)).toEqual({ [beansSku]: 3, [dripSku]: 2 });
    expect(firstSlot.items[0]).toMatchObject({
      name_en: expect.stringContaining('Test Beans'),
      name_zh: expect.any(String),
    });
    expect(packed(pickups[1].slots[0].items)).toEqual({ [dripSku]: 1 });

    expect(deliveries).toHaveLength(1);
    expect(deliveries[0].orders).toMatchObject([
      {
        order_number: d.orderNumber,
        address: 'Flat 12B, 8 Hoi Yuen Road, Kwun Tong, Hong Kong',
        payment_status: 'partially_refunded',
      },
    ]);
    expect(packed(deliveries[0].items)).toEqual({ [beansSku]: 2 });
  });

  it('is empty on a day without orders, and refuses a day that is not a date', async () => {
    const res = await t.call('admin_pick_list_get', { date: '2020-01-01' }, owner);
    expect(res.body).toMatchObject({ date: '2020-01-01', pickups: [], deliveries: [] });
    expectError(await t.call('admin_pick_list_get', { date: 'tomorrow' }, owner), 400, 'VALIDATION_FAILED');
  });
});

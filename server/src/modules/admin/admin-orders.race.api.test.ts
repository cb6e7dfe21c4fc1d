import { and, count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { inventoryOf } from '../cart/testing.ts';
import { orderEvents, orderLines } from '../orders/testing.ts';
import { POINT_TYPE, pointLedger } from '../points/testing.ts';
import { STAFF, staffAuth } from './admin.test-kit.ts';
import { type Auth, orderConsolePerFile, placeOrder, pointsOf, transition } from './admin-orders.test-kit.ts';

/** Staff racing on one order: PGlite serialises these, PostgreSQL runs them for real. */
let staff: Auth;
const { t, shop, owner } = orderConsolePerFile();
beforeAll(async () => {
  staff = await staffAuth(t, STAFF);
});

const eventsOf = async (orderId: number, action: 'confirm_payment' | 'refund') => {
  const [row] = await t.db
    .select({ n: count() })
    .from(orderEvents)
    .where(and(eq(orderEvents.orderId, orderId), eq(orderEvents.action, action)));
  return row!.n;
};

describe('racing staff', () => {
  it('confirming one payment 10 times at once earns its Beans once', async () => {
    const placed = await placeOrder(t, shop, {
      pricesCents: [12_345],
      method: 'delivery',
      member: { credit: 0 },
    });
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        transition(t, i % 2 ? owner : staff, placed.orderId, 'confirm_payment'),
      ),
    );
    expect(results.map((r) => r.statusCode)).toEqual(Array(10).fill(200));
    expect(results.every((r) => r.body.order.payment_status === 'paid')).toBe(true);
    expect(await eventsOf(placed.orderId, 'confirm_payment')).toBe(1);
    const earned = await t.db
      .select({ amount: pointLedger.amount })
      .from(pointLedger)
      .where(and(eq(pointLedger.reference, placed.orderNumber), eq(pointLedger.reason, 'order_earned')));
    // HK$123.45 and the HK$40 Hong Kong delivery fee: one Bean per whole HK$ paid.
    expect(shop.hongKong.shipping_fee).toBe(40);
    expect(earned).toEqual([{ amount: 163 }]);
    expect(await pointsOf(t, placed.memberId!, POINT_TYPE.beans)).toBe(163);
  });

  it('refunding one unit of a line 6 times at once refunds only the 2 that were bought', async () => {
    const placed = await placeOrder(t, shop, {
      pricesCents: [8_000, 5_000],
      quantity: 2,
      method: 'delivery',
      member: { credit: 40 },
    });
    await transition(t, owner, placed.orderId, 'confirm_payment');
    const [variant] = placed.variantIds as [number];
    const stock = await inventoryOf(t, variant);
    const [line] = await t.db.select().from(orderLines).where(eq(orderLines.variantId, variant));
    const results = await Promise.all(
      Array.from({ length: 6 }, () =>
        transition(t, owner, placed.orderId, 'refund', { lines: [{ order_line_id: line!.id, quantity: 1 }] }),
      ),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 200, 409, 409, 409, 409]);
    const [after] = await t.db.select().from(orderLines).where(eq(orderLines.id, line!.id));
    expect(after!.refundedQuantity).toBe(2);
    expect(await inventoryOf(t, variant)).toBe(stock + 2);
    expect(await eventsOf(placed.orderId, 'refund')).toBe(2);
    const { order } = (await t.call('admin_order_get', { order_id: placed.orderId }, owner)).body;
    // HK$160 of the HK$300 total (HK$260 goods + HK$40 delivery, kept until the last unit):
    // 16/30 of HK$260 cash and of 40 credit, rounded down; Beans back in proportion to the cash.
    expect(order).toMatchObject({
      payment_status: 'partially_refunded',
      refunded_cash_amount: 138.66,
      returned_credit_points: 21,
    });
    expect(await pointsOf(t, placed.memberId!, POINT_TYPE.credit)).toBe(21);
    expect(await pointsOf(t, placed.memberId!, POINT_TYPE.beans)).toBe(260 - 138);
  });

  it('refunding a whole order 5 times at once pays it back once', async () => {
    const placed = await placeOrder(t, shop, {
      pricesCents: [7_000],
      method: 'delivery',
      member: { credit: 30 },
    });
    await transition(t, owner, placed.orderId, 'confirm_payment');
    const results = await Promise.all(
      Array.from({ length: 5 }, (_, i) => transition(t, i % 2 ? owner : staff, placed.orderId, 'refund')),
    );
    expect(results.map((r) => r.statusCode)).toEqual(Array(5).fill(200));
    expect(await eventsOf(placed.orderId, 'refund')).toBe(1);
    expect(await pointsOf(t, placed.memberId!, POINT_TYPE.credit)).toBe(30);
    expect(await pointsOf(t, placed.memberId!, POINT_TYPE.beans)).toBe(0);
    expect(await inventoryOf(t, placed.variantIds[0]!)).toBe(20);
  });

  it('a cancellation racing a confirmation: exactly one of them takes effect', async () => {
    const placed = await placeOrder(t, shop, {
      pricesCents: [7_000],
      method: 'delivery',
      member: { credit: 30 },
    });
    const [cancel, confirm] = await Promise.all([
      transition(t, owner, placed.orderId, 'cancel'),
      transition(t, staff, placed.orderId, 'confirm_payment'),
    ]);
    expect([cancel.statusCode, confirm.statusCode].sort()).toEqual([200, 409]);
    const credit = await pointsOf(t, placed.memberId!, POINT_TYPE.credit);
    const beans = await pointsOf(t, placed.memberId!, POINT_TYPE.beans);
    const stock = await inventoryOf(t, placed.variantIds[0]!);
    // HK$70 + HK$40 delivery − HK$30 credit: HK$80 cash, 80 Beans once paid.
    expect([credit, beans, stock]).toEqual(cancel.statusCode === 200 ? [30, 0, 20] : [0, 80, 19]);
  });
});

import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { expectError } from '../../../test/test-app.ts';
import { inventoryOf } from '../cart/testing.ts';
import { outboxFor } from '../members/testing.ts';
import { couponUses } from '../orders/testing.ts';
import { POINT_TYPE } from '../points/testing.ts';
import {
  ledgerFor,
  orderConsolePerFile,
  placeOrder,
  pointsOf,
  transition,
  writtenFor,
} from './admin-orders.test-kit.ts';
import { auditLog } from './staff.tables.ts';

const { t, shop, owner } = orderConsolePerFile();

describe('a member’s bank-transfer pickup order, paid, collected and refunded in two parts', () => {
  // HK$200 × 2 and HK$150 × 2, WELCOME10 (−HK$70), 100 credit (HK$100): HK$530 to transfer.
  const plan = {
    pricesCents: [20_000, 15_000],
    quantity: 2,
    payment: 'bank_transfer' as const,
    member: { credit: 100, coupon: 'WELCOME10' },
  };

  it('earns Beans once on confirming, emails at ready, and pays back each part as ledger rows', async () => {
    const placed = await placeOrder(t, shop, plan);
    const memberId = placed.memberId!;
    const [a, b] = placed.variantIds as [number, number];
    const stockAfterCheckout = [await inventoryOf(t, a), await inventoryOf(t, b)];

    const confirmed = await transition(t, owner, placed.orderId, 'confirm_payment', { note: 'FPS ref 0042' });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.body.order).toMatchObject({
      status: 'placed',
      payment_status: 'paid',
      cash_amount: 530,
      credit_points_used: 100,
      allowed_actions: ['ready_for_pickup', 'refund'],
      events: [{ action: 'confirm_payment', staff_name: expect.any(String), note: 'FPS ref 0042' }],
    });
    expect(confirmed.body.order.paid_at).not.toBeNull();
    expect(await pointsOf(t, memberId, POINT_TYPE.beans)).toBe(530);

    const again = await transition(t, owner, placed.orderId, 'confirm_payment');
    expect(again.statusCode).toBe(200);
    expect(again.body.order.events).toHaveLength(1);
    expect(await pointsOf(t, memberId, POINT_TYPE.beans)).toBe(530);

    expect((await transition(t, owner, placed.orderId, 'ready_for_pickup')).body.order.status).toBe(
      'ready_for_pickup',
    );
    const [mail] = await outboxFor(t, placed.email);
    expect(mail?.subject).toContain('ready for pickup');
    expect(mail?.body).toContain(`Your order ${placed.orderNumber} is ready for pickup.`);
    expect(mail?.body).toContain(`你的訂單 ${placed.orderNumber} 已可取貨。`);
    expect((await transition(t, owner, placed.orderId, 'complete')).body.order.status).toBe('completed');

    const lineA = confirmed.body.order.lines.find((l: { variant_id: number }) => l.variant_id === a);
    const part = await transition(t, owner, placed.orderId, 'refund', {
      lines: [{ order_line_id: lineA.order_line_id, quantity: 1 }],
    });
    expect(part.statusCode).toBe(200);
    // HK$200 of HK$700 goods: 2/7 of HK$530 cash and of 100 credit, each rounded down.
    expect(part.body.order).toMatchObject({
      status: 'completed',
      payment_status: 'partially_refunded',
      refunded_cash_amount: 151.42,
      returned_credit_points: 28,
      allowed_actions: ['refund'],
    });
    expect(
      part.body.order.lines.find((l: { variant_id: number }) => l.variant_id === a).refunded_quantity,
    ).toBe(1);
    expect(await inventoryOf(t, a)).toBe(stockAfterCheckout[0]! + 1);
    expect(await pointsOf(t, memberId, POINT_TYPE.credit)).toBe(28);
    expect(await pointsOf(t, memberId, POINT_TYPE.beans)).toBe(530 - 151);

    const rest = await transition(t, owner, placed.orderId, 'refund');
    expect(rest.body.order).toMatchObject({
      status: 'refunded',
      payment_status: 'refunded',
      refunded_cash_amount: 530,
      returned_credit_points: 100,
      allowed_actions: [],
    });
    expect(rest.body.order.events.map((e: { action: string }) => e.action)).toEqual([
      'confirm_payment',
      'ready_for_pickup',
      'complete',
      'refund',
      'refund',
    ]);
    expect(rest.body.order.events[4]).toMatchObject({ cash_amount: 378.58, credit_points: 72 });
    expect([await inventoryOf(t, a), await inventoryOf(t, b)]).toEqual([
      stockAfterCheckout[0]! + 2,
      stockAfterCheckout[1]! + 2,
    ]);
    expect(await pointsOf(t, memberId, POINT_TYPE.credit)).toBe(100);
    expect(await pointsOf(t, memberId, POINT_TYPE.beans)).toBe(0);
    expect(await t.db.select().from(couponUses).where(eq(couponUses.orderId, placed.orderId))).toEqual([]);
    expect((await ledgerFor(t, placed.orderNumber)).map((r) => [r.pointTypeId, r.amount])).toEqual([
      [POINT_TYPE.credit, -100],
      [POINT_TYPE.beans, 530],
      [POINT_TYPE.credit, 28],
      [POINT_TYPE.credit, 72],
    ]);
    const audits = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'order'), eq(auditLog.entityId, String(placed.orderId))))
      .orderBy(auditLog.id);
    expect(audits.map((a) => a.action)).toEqual([
      'order.confirm_payment',
      'order.ready_for_pickup',
      'order.complete',
      'order.refund',
      'order.refund',
    ]);
    expect(audits[3]).toMatchObject({
      before: { status: 'completed', payment_status: 'paid', refunded_cash_cents: 0 },
      after: { status: 'completed', payment_status: 'partially_refunded', refunded_cash_cents: 15_142 },
    });
    // The storefront's pinned payment status has no refunded value: the payment was made.
    const receipt = await t.call('order_detail_get', { order_token: placed.orderToken });
    expect(receipt.body.order.payment_status).toBe('paid');

    const repeated = await transition(t, owner, placed.orderId, 'refund');
    expect(repeated.statusCode).toBe(200);
    expect(repeated.body.order.events).toHaveLength(5);
    expect(await pointsOf(t, memberId, POINT_TYPE.credit)).toBe(100);
  });
});

describe('handing orders over', () => {
  it('readies a pay-at-store pickup unpaid, takes the payment at the counter, then completes it', async () => {
    const placed = await placeOrder(t, shop, { pricesCents: [4_500] });
    const ready = await transition(t, owner, placed.orderId, 'ready_for_pickup');
    expect(ready.body.order).toMatchObject({
      status: 'ready_for_pickup',
      payment_status: 'pending',
      allowed_actions: ['confirm_payment', 'cancel'],
    });
    const [mail] = await outboxFor(t, placed.email);
    expect(mail?.body).toContain('Please pay HK$45 when you collect.');
    expect(mail?.body).toContain('請於取貨時支付HK$45。');
    await transition(t, owner, placed.orderId, 'confirm_payment');
    const done = await transition(t, owner, placed.orderId, 'complete');
    expect(done.body.order).toMatchObject({
      status: 'completed',
      payment_status: 'paid',
      allowed_actions: ['refund'],
    });
  });

  it('sends a paid delivery out and completes it', async () => {
    const placed = await placeOrder(t, shop, { pricesCents: [4_500], method: 'delivery' });
    await transition(t, owner, placed.orderId, 'confirm_payment');
    const out = await transition(t, owner, placed.orderId, 'out_for_delivery');
    expect(out.body.order).toMatchObject({
      status: 'out_for_delivery',
      allowed_actions: ['complete', 'refund'],
    });
    expect((await transition(t, owner, placed.orderId, 'complete')).body.order.status).toBe('completed');
    expect((await transition(t, owner, placed.orderId, 'out_for_delivery')).statusCode).toBe(409);
  });

  it('issues a cash credit pack’s credit on confirming, and takes it back with the refund', async () => {
    const packs = await t.call('cash_credit_product_get', { sort_by: 'price_low_high' });
    const pack = packs.body.cash_credit_products[0];
    const placed = await placeOrder(t, shop, { variants: [pack.variant_id], member: { credit: 0 } });
    const memberId = placed.memberId!;
    await transition(t, owner, placed.orderId, 'confirm_payment');
    expect(await pointsOf(t, memberId, POINT_TYPE.credit)).toBe(pack.credit_amount);
    expect(await pointsOf(t, memberId, POINT_TYPE.beans)).toBe(pack.price);

    await transition(t, owner, placed.orderId, 'refund');
    expect(await pointsOf(t, memberId, POINT_TYPE.credit)).toBe(0);
    expect(await pointsOf(t, memberId, POINT_TYPE.beans)).toBe(0);
  });
});

describe('cancelling an unpaid order', () => {
  it('puts the stock back, returns the credit as a ledger row and frees the coupon use', async () => {
    const placed = await placeOrder(t, shop, {
      pricesCents: [40_000],
      quantity: 2,
      member: { credit: 50, coupon: 'WELCOME10' },
    });
    const [variant] = placed.variantIds as [number];
    const stock = await inventoryOf(t, variant);
    expect(await pointsOf(t, placed.memberId!, POINT_TYPE.credit)).toBe(0);

    const cancelled = await transition(t, owner, placed.orderId, 'cancel', { note: 'Customer called' });
    expect(cancelled.body.order).toMatchObject({
      status: 'cancelled',
      payment_status: 'pending',
      returned_credit_points: 50,
      allowed_actions: [],
    });
    expect(await inventoryOf(t, variant)).toBe(stock + 2);
    expect(await pointsOf(t, placed.memberId!, POINT_TYPE.credit)).toBe(50);
    expect(await t.db.select().from(couponUses).where(eq(couponUses.orderId, placed.orderId))).toEqual([]);

    expect((await transition(t, owner, placed.orderId, 'cancel')).statusCode).toBe(200);
    expect(await inventoryOf(t, variant)).toBe(stock + 2);
    expect(await pointsOf(t, placed.memberId!, POINT_TYPE.credit)).toBe(50);
    expect((await ledgerFor(t, placed.orderNumber)).map((r) => r.reason)).toEqual([
      'order_payment',
      'order_cancelled',
    ]);

    const before = await writtenFor(t, placed.orderId);
    for (const action of ['confirm_payment', 'ready_for_pickup', 'refund']) {
      expectError(await transition(t, owner, placed.orderId, action), 409, 'ORDER_TRANSITION_NOT_ALLOWED');
    }
    expect(await writtenFor(t, placed.orderId)).toEqual(before);
  });
});

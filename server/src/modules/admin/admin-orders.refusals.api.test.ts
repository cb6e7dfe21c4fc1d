import { describe, expect, it } from 'vitest';
import { expectError } from '../../../test/test-app.ts';
import { POINT_TYPE } from '../points/testing.ts';
import {
  orderConsolePerFile,
  placeOrder,
  pointsOf,
  transition,
  writtenFor,
} from './admin-orders.test-kit.ts';

// Transitions the order's state does not allow: a clear 409 in both languages, and nothing written.
const { t, shop, owner } = orderConsolePerFile();

describe('cancelling a paid order', () => {
  it('is refused: a paid order is refunded instead', async () => {
    const placed = await placeOrder(t, shop, { pricesCents: [9_000], method: 'delivery' });
    await transition(t, owner, placed.orderId, 'confirm_payment');
    const before = await writtenFor(t, placed.orderId);
    const refused = await transition(t, owner, placed.orderId, 'cancel');
    expectError(refused, 409, 'ORDER_TRANSITION_NOT_ALLOWED');
    expect(refused.body.err_message).toContain(placed.orderNumber);
    expect(refused.body.err_message_zh).toContain('不可取消');
    expect(await writtenFor(t, placed.orderId)).toEqual(before);
  });
});

describe('transitions that the order’s state does not allow', () => {
  it('are refused with a clear message in both languages and write nothing', async () => {
    const delivery = await placeOrder(t, shop, { pricesCents: [5_000], method: 'delivery' });
    const pickup = await placeOrder(t, shop, { pricesCents: [5_000], payment: 'bank_transfer' });
    const refusals: [number, string][] = [
      [delivery.orderId, 'ready_for_pickup'],
      [delivery.orderId, 'out_for_delivery'],
      [delivery.orderId, 'complete'],
      [delivery.orderId, 'refund'],
      [pickup.orderId, 'ready_for_pickup'],
      [pickup.orderId, 'out_for_delivery'],
    ];
    for (const [orderId, action] of refusals) {
      const before = await writtenFor(t, orderId);
      const res = await transition(t, owner, orderId, action);
      expectError(res, 409, 'ORDER_TRANSITION_NOT_ALLOWED');
      expect(await writtenFor(t, orderId)).toEqual(before);
    }
    const stillPending = await t.call('admin_order_get', { order_id: delivery.orderId }, owner);
    expect(stillPending.body.order).toMatchObject({
      status: 'placed',
      payment_status: 'pending',
      allowed_actions: ['confirm_payment', 'cancel'],
    });
  });

  it('refuses to refund more of a line than is left, and lines of another order', async () => {
    const placed = await placeOrder(t, shop, { pricesCents: [6_000], quantity: 2, method: 'delivery' });
    const other = await placeOrder(t, shop, { pricesCents: [6_000], method: 'delivery' });
    await transition(t, owner, placed.orderId, 'confirm_payment');
    const { order } = (await t.call('admin_order_get', { order_id: placed.orderId }, owner)).body;
    const { order: otherOrder } = (await t.call('admin_order_get', { order_id: other.orderId }, owner)).body;
    const line = order.lines[0].order_line_id;
    const before = await writtenFor(t, placed.orderId);

    const tooMany = await transition(t, owner, placed.orderId, 'refund', {
      lines: [{ order_line_id: line, quantity: 3 }],
    });
    expectError(tooMany, 409, 'REFUND_QUANTITY_TOO_HIGH');
    expect(tooMany.body.err_message).toContain('Only 2');
    const twice = await transition(t, owner, placed.orderId, 'refund', {
      lines: [
        { order_line_id: line, quantity: 2 },
        { order_line_id: line, quantity: 1 },
      ],
    });
    expectError(twice, 409, 'REFUND_QUANTITY_TOO_HIGH');
    const foreign = await transition(t, owner, placed.orderId, 'refund', {
      lines: [{ order_line_id: otherOrder.lines[0].order_line_id, quantity: 1 }],
    });
    expectError(foreign, 404, 'NOT_FOUND');
    const misplaced = await transition(t, owner, placed.orderId, 'complete', {
      lines: [{ order_line_id: line, quantity: 1 }],
    });
    expectError(misplaced, 400, 'VALIDATION_FAILED');
    expect(await writtenFor(t, placed.orderId)).toEqual(before);
  });

  it('answers an order paid wholly with credit as already paid', async () => {
    const placed = await placeOrder(t, shop, { pricesCents: [3_000], member: { credit: 30 } });
    const res = await transition(t, owner, placed.orderId, 'confirm_payment');
    expect(res.body.order).toMatchObject({ payment_status: 'paid', events: [] });
    expect(await pointsOf(t, placed.memberId!, POINT_TYPE.beans)).toBe(0);
  });

  it('answers 404 for an order that does not exist', async () => {
    expectError(await transition(t, owner, 999_999, 'confirm_payment'), 404, 'NOT_FOUND');
  });
});

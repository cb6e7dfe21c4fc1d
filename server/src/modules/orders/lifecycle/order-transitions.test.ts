import { describe, expect, it } from 'vitest';
import { allowedActions, judgeTransition, type OrderState } from './order-transitions.ts';

const pickupAtStore: OrderState = {
  status: 'placed',
  paymentStatus: 'pending',
  deliveryMethod: 'pickup',
  paymentMethod: 'pay_at_store',
};
const pickupByTransfer: OrderState = { ...pickupAtStore, paymentMethod: 'bank_transfer' };
const delivery: OrderState = { ...pickupAtStore, deliveryMethod: 'delivery', paymentMethod: 'bank_transfer' };

describe('order transitions', () => {
  it('lets a pay-at-store pickup be readied before it is paid, and completed only once paid', () => {
    expect(allowedActions(pickupAtStore)).toEqual(['confirm_payment', 'ready_for_pickup', 'cancel']);
    const ready = { ...pickupAtStore, status: 'ready_for_pickup' as const };
    expect(allowedActions(ready)).toEqual(['confirm_payment', 'cancel']);
    expect(judgeTransition('complete', ready)).toBe('refuse');
    expect(allowedActions({ ...ready, paymentStatus: 'paid' })).toEqual(['complete', 'refund']);
  });

  it('holds a bank-transfer order until its payment is confirmed', () => {
    expect(allowedActions(pickupByTransfer)).toEqual(['confirm_payment', 'cancel']);
    expect(allowedActions(delivery)).toEqual(['confirm_payment', 'cancel']);
    expect(allowedActions({ ...delivery, paymentStatus: 'paid' })).toEqual(['out_for_delivery', 'refund']);
    expect(allowedActions({ ...pickupByTransfer, paymentStatus: 'paid' })).toEqual([
      'ready_for_pickup',
      'refund',
    ]);
  });

  it('offers each handover only to its own delivery method', () => {
    const paidDelivery = { ...delivery, paymentStatus: 'paid' as const };
    expect(judgeTransition('ready_for_pickup', paidDelivery)).toBe('refuse');
    expect(judgeTransition('out_for_delivery', { ...pickupByTransfer, paymentStatus: 'paid' })).toBe(
      'refuse',
    );
  });

  it('refunds a paid order instead of cancelling it, also after completion', () => {
    const completed: OrderState = { ...delivery, status: 'completed', paymentStatus: 'paid' };
    expect(judgeTransition('cancel', completed)).toBe('refuse');
    expect(allowedActions(completed)).toEqual(['refund']);
    expect(allowedActions({ ...completed, paymentStatus: 'partially_refunded' })).toEqual(['refund']);
  });

  it('answers a transition that already happened without applying it again', () => {
    const paid = { ...delivery, paymentStatus: 'paid' as const };
    expect(judgeTransition('confirm_payment', paid)).toBe('happened');
    expect(judgeTransition('out_for_delivery', { ...paid, status: 'out_for_delivery' })).toBe('happened');
    expect(judgeTransition('complete', { ...paid, status: 'completed' })).toBe('happened');
    expect(judgeTransition('cancel', { ...delivery, status: 'cancelled' })).toBe('happened');
    const refunded: OrderState = { ...delivery, status: 'refunded', paymentStatus: 'refunded' };
    expect(judgeTransition('refund', refunded)).toBe('happened');
    expect(judgeTransition('refund', refunded, true)).toBe('refuse');
  });

  it('leaves nothing to do on a cancelled or refunded order', () => {
    expect(allowedActions({ ...delivery, status: 'cancelled' })).toEqual([]);
    expect(allowedActions({ ...delivery, status: 'refunded', paymentStatus: 'refunded' })).toEqual([]);
    expect(judgeTransition('confirm_payment', { ...delivery, status: 'cancelled' })).toBe('refuse');
  });
});

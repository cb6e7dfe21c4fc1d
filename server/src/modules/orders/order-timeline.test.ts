import { describe, expect, it } from 'vitest';
import { timelineSteps } from './order-timeline.ts';

const at = (hour: number) => new Date(Date.UTC(2026, 10, 20, hour));

describe('timelineSteps', () => {
  it('starts at placed and adds one step per staff action, oldest first', () => {
    const steps = timelineSteps({
      createdAt: at(1),
      paidAt: at(2),
      status: 'completed',
      events: [
        { action: 'confirm_payment', at: at(2) },
        { action: 'out_for_delivery', at: at(5) },
        { action: 'complete', at: at(9) },
      ],
    });
    expect(steps).toEqual([
      { step: 'placed', at: at(1).toISOString() },
      { step: 'paid', at: at(2).toISOString() },
      { step: 'out_for_delivery', at: at(5).toISOString() },
      { step: 'completed', at: at(9).toISOString() },
    ]);
  });

  it('shows the payment of an order paid in full with credit when it was placed', () => {
    const steps = timelineSteps({ createdAt: at(1), paidAt: at(1), status: 'placed', events: [] });
    expect(steps.map((s) => s.step)).toEqual(['placed', 'paid']);
  });

  it('calls refunds partial until the last one refunds the order', () => {
    const events = [
      { action: 'confirm_payment' as const, at: at(2) },
      { action: 'refund' as const, at: at(3) },
      { action: 'refund' as const, at: at(4) },
    ];
    const partly = timelineSteps({ createdAt: at(1), paidAt: at(2), status: 'placed', events });
    expect(partly.map((s) => s.step)).toEqual(['placed', 'paid', 'partially_refunded', 'partially_refunded']);
    const whole = timelineSteps({ createdAt: at(1), paidAt: at(2), status: 'refunded', events });
    expect(whole.map((s) => s.step)).toEqual(['placed', 'paid', 'partially_refunded', 'refunded']);
  });

  it('ends a cancelled order at cancelled', () => {
    const steps = timelineSteps({
      createdAt: at(1),
      paidAt: null,
      status: 'cancelled',
      events: [{ action: 'cancel', at: at(6) }],
    });
    expect(steps.map((s) => s.step)).toEqual(['placed', 'cancelled']);
  });
});

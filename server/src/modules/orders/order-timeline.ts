import type { ORDER_ACTIONS } from '@shop/contract/admin/admin-orders.calls';
import type { TimelineStep } from '@shop/contract/orders/order-tracking.calls';

type Action = (typeof ORDER_ACTIONS)[number];

export interface TimelineFacts {
  createdAt: Date;
  paidAt: Date | null;
  /** The order's fulfilment status now: the last refund is full only when the order reads refunded. */
  status: string;
  events: { action: Action; at: Date }[];
}

const stepOf: Record<Exclude<Action, 'refund'>, TimelineStep> = {
  confirm_payment: 'paid',
  ready_for_pickup: 'ready_for_pickup',
  out_for_delivery: 'out_for_delivery',
  complete: 'completed',
  cancel: 'cancelled',
};

/**
 * The steps of an order, oldest first: placed, then one per staff action (events, docs/order-lifecycle.md).
 * An order paid when placed (all credit) has no payment event, so its paid_at stands for one. Refunds
 * before the last are partial; the last is full only once the order is refunded.
 */
export function timelineSteps(facts: TimelineFacts): { step: TimelineStep; at: string }[] {
  const steps: { step: TimelineStep; at: Date }[] = [{ step: 'placed', at: facts.createdAt }];
  const refunds = facts.events.filter((e) => e.action === 'refund');
  const lastRefund = refunds[refunds.length - 1];
  for (const event of facts.events) {
    if (event.action === 'refund') {
      const full = event === lastRefund && facts.status === 'refunded';
      steps.push({ step: full ? 'refunded' : 'partially_refunded', at: event.at });
    } else {
      steps.push({ step: stepOf[event.action], at: event.at });
    }
  }
  if (facts.paidAt && !facts.events.some((e) => e.action === 'confirm_payment')) {
    steps.push({ step: 'paid', at: facts.paidAt });
  }
  return steps
    .sort((a, b) => a.at.getTime() - b.at.getTime())
    .map(({ step, at }) => ({ step, at: at.toISOString() }));
}

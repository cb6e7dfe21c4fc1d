import type { OrderAction, OrderPaymentStatus, OrderStatus } from '@shop/contract/admin/admin-orders.calls';
import { ORDER_ACTIONS } from '@shop/contract/admin/admin-orders.calls';
import type { DELIVERY_METHODS, PAYMENT_METHODS } from '@shop/contract/orders/checkout-fields';

/** What decides which transitions an order may take (docs/order-lifecycle.md). */
export interface OrderState {
  status: OrderStatus;
  paymentStatus: OrderPaymentStatus;
  deliveryMethod: (typeof DELIVERY_METHODS)[number];
  paymentMethod: (typeof PAYMENT_METHODS)[number];
}

/** `apply` it, answer the order as it is because it already `happened`, or `refuse` it. */
export type Verdict = 'apply' | 'happened' | 'refuse';

const OPEN: ReadonlySet<OrderStatus> = new Set(['placed', 'ready_for_pickup', 'out_for_delivery']);
const PAID: ReadonlySet<OrderPaymentStatus> = new Set(['paid', 'partially_refunded']);

/** Goods leave the shop only once paid, except a pay-at-store pickup, which is paid at the counter. */
function mayHandOver(o: OrderState): boolean {
  return PAID.has(o.paymentStatus) || o.paymentMethod === 'pay_at_store';
}

function allowed(action: OrderAction, o: OrderState): boolean {
  switch (action) {
    case 'confirm_payment':
      return o.paymentStatus === 'pending' && OPEN.has(o.status);
    case 'ready_for_pickup':
      return o.deliveryMethod === 'pickup' && o.status === 'placed' && mayHandOver(o);
    case 'out_for_delivery':
      return o.deliveryMethod === 'delivery' && o.status === 'placed' && mayHandOver(o);
    case 'complete':
      return (
        (o.status === 'ready_for_pickup' || o.status === 'out_for_delivery') && PAID.has(o.paymentStatus)
      );
    case 'cancel':
      // Money has moved once the order is paid: it is refunded instead, so the cash is accounted for.
      return o.paymentStatus === 'pending' && OPEN.has(o.status);
    case 'refund':
      return PAID.has(o.paymentStatus) && o.status !== 'refunded';
  }
}

/** The state an action leads to is already there: repeating it has no second effect. */
function happened(action: OrderAction, o: OrderState, byLine: boolean): boolean {
  switch (action) {
    case 'confirm_payment':
      return o.paymentStatus !== 'pending';
    case 'ready_for_pickup':
      return o.status === 'ready_for_pickup';
    case 'out_for_delivery':
      return o.status === 'out_for_delivery';
    case 'complete':
      return o.status === 'completed';
    case 'cancel':
      return o.status === 'cancelled';
    case 'refund':
      // A refund by line is always a new refund: the units left to refund are its limit.
      return !byLine && o.status === 'refunded';
  }
}

export function judgeTransition(action: OrderAction, order: OrderState, byLine = false): Verdict {
  if (allowed(action, order)) return 'apply';
  return happened(action, order, byLine) ? 'happened' : 'refuse';
}

/** The buttons the console shows for this order. */
export function allowedActions(order: OrderState): OrderAction[] {
  return ORDER_ACTIONS.filter((action) => allowed(action, order));
}

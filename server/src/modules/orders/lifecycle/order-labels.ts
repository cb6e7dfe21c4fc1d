import type { OrderAction, OrderPaymentStatus, OrderStatus } from '@shop/contract/admin/admin-orders.calls';
import { ApiError, type Message } from '../../../http/api-error.ts';
import type { OrderState } from './order-transitions.ts';

const ACTIONS: Record<OrderAction, Message> = {
  confirm_payment: { en: 'confirm the payment of', zh: '確認付款' },
  ready_for_pickup: { en: 'mark ready for pickup', zh: '標示為可取貨' },
  out_for_delivery: { en: 'send out for delivery', zh: '標示為送貨中' },
  complete: { en: 'complete', zh: '完成' },
  cancel: { en: 'cancel', zh: '取消' },
  refund: { en: 'refund', zh: '退款' },
};

const STATUSES: Record<OrderStatus, Message> = {
  placed: { en: 'placed', zh: '已下單' },
  ready_for_pickup: { en: 'ready for pickup', zh: '可取貨' },
  out_for_delivery: { en: 'out for delivery', zh: '送貨中' },
  completed: { en: 'completed', zh: '已完成' },
  cancelled: { en: 'cancelled', zh: '已取消' },
  refunded: { en: 'refunded', zh: '已退款' },
};

const PAYMENTS: Record<OrderPaymentStatus, Message> = {
  pending: { en: 'payment pending', zh: '待付款' },
  paid: { en: 'paid', zh: '已付款' },
  partially_refunded: { en: 'partly refunded', zh: '已部分退款' },
  refunded: { en: 'refunded', zh: '已退款' },
};

const METHODS = {
  pickup: { en: 'a pickup order', zh: '自取訂單' },
  delivery: { en: 'a delivery order', zh: '送貨訂單' },
} as const;

/** "You cannot complete order SC-… (a pickup order, ready for pickup, payment pending)." */
export function refusedTransition(action: OrderAction, orderNumber: string, state: OrderState): Message {
  const how = ACTIONS[action];
  const method = METHODS[state.deliveryMethod];
  const status = STATUSES[state.status];
  const payment = PAYMENTS[state.paymentStatus];
  return {
    en: `You cannot ${how.en} order ${orderNumber} now: it is ${method.en}, ${status.en}, ${payment.en}.`,
    zh: `訂單 ${orderNumber} 現時不可${how.zh}：此為${method.zh}，${status.zh}，${payment.zh}。`,
  };
}

export const orderNotFound = () =>
  new ApiError('NOT_FOUND', { en: 'This order was not found.', zh: '找不到這張訂單。' });

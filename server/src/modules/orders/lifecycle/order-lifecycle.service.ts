import type { OrderAction, RefundLine } from '@shop/contract/admin/admin-orders.calls';
import type { Config } from '../../../config/env.ts';
import type { Db } from '../../../db/database.ts';
import { ApiError } from '../../../http/api-error.ts';
import { orderNotFound, refusedTransition } from './order-labels.ts';
import {
  linesOf,
  lockOrder,
  type OrderLineRow,
  type OrderRow,
  recordOrderEvent,
  releaseCouponUse,
  updateOrder,
} from './order-lifecycle.repo.ts';
import { judgeTransition } from './order-transitions.ts';
import { queueReadyForPickup } from './ready-email.ts';

export interface TransitionRequest {
  orderId: number;
  action: OrderAction;
  /** Null when the shop itself acts (the payment deadline job). */
  staffId: number | null;
  lines?: RefundLine[];
  note?: string;
}

/**
 * The first step of every transition: locks the order row, so staff acting on one order take turns,
 * and judges the action. The second of two identical requests finds the transition already made
 * (null: nothing more to do); a refused transition throws before anything is written.
 */
export async function startTransition(tx: Db, request: TransitionRequest): Promise<OrderRow | null> {
  const order = await lockOrder(tx, request.orderId);
  if (!order) throw orderNotFound();
  const verdict = judgeTransition(request.action, order, request.lines !== undefined);
  if (verdict === 'happened') return null;
  if (verdict === 'refuse') {
    throw new ApiError(
      'ORDER_TRANSITION_NOT_ALLOWED',
      refusedTransition(request.action, order.orderNumber, order),
    );
  }
  return order;
}

/** The order's history: who did what, with the refund's lines and amounts when there are some. */
export async function recordTransition(
  tx: Db,
  request: TransitionRequest,
  event: { lines?: RefundLine[]; cashCents?: number; creditPoints?: number } = {},
): Promise<void> {
  await recordOrderEvent(tx, {
    orderId: request.orderId,
    staffId: request.staffId,
    action: request.action,
    note: request.note ?? '',
    ...event,
  });
}

export const markPaid = (tx: Db, order: OrderRow, now: Date) =>
  updateOrder(tx, order.id, { paymentStatus: 'paid', paidAt: now });

export const setStatus = (tx: Db, order: OrderRow, status: OrderRow['status']) =>
  updateOrder(tx, order.id, { status });

/** Marks a pickup order ready and queues the email telling the customer. */
export async function markReadyForPickup(tx: Db, order: OrderRow, config: Config): Promise<OrderRow> {
  const ready = await updateOrder(tx, order.id, { status: 'ready_for_pickup' });
  await queueReadyForPickup(tx, config, ready);
  return ready;
}

/** The order's lines, for the units a cancellation puts back on the shelf. */
export const orderLinesOf = (tx: Db, order: OrderRow): Promise<OrderLineRow[]> => linesOf(tx, order.id);

/** A cancelled order no longer counts against its coupon's limits, and its credit is due back. */
export async function cancelOrder(tx: Db, order: OrderRow): Promise<OrderRow> {
  await releaseCouponUse(tx, order.id);
  return updateOrder(tx, order.id, { status: 'cancelled', returnedCreditPoints: order.creditPoints });
}

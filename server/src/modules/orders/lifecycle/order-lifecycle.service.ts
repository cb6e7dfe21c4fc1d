import type { OrderAction, RefundLine } from '@shop/contract/admin/admin-orders.calls';
import type { Config } from '../../../config/env.ts';
import type { Db } from '../../../db/database.ts';
import { ApiError } from '../../../http/api-error.ts';
import { recordAudit } from '../../admin/audit.ts';
import { issueCashCreditForPaidOrder } from '../../points/cash-credit.service.ts';
import { earnBeansForPaidOrder } from '../../points/order-earning.service.ts';
import { returnCredit } from './credit-return.ts';
import { orderNotFound, refusedTransition } from './order-labels.ts';
import {
  linesOf,
  lockOrder,
  type OrderRow,
  recordOrderEvent,
  releaseCouponUse,
  returnStock,
  updateOrder,
} from './order-lifecycle.repo.ts';
import { refundUnits } from './order-refund.ts';
import { judgeTransition } from './order-transitions.ts';
import { queueReadyForPickup } from './ready-email.ts';

export interface TransitionRequest {
  orderId: number;
  action: OrderAction;
  staffId: number;
  lines?: RefundLine[];
  note?: string;
}

interface Effect {
  order: OrderRow;
  event?: { lines?: RefundLine[]; cashCents?: number; creditPoints?: number };
}

type Step = (tx: Db, order: OrderRow, request: TransitionRequest, config: Config) => Promise<Effect>;

const onlyStatus =
  (status: OrderRow['status']): Step =>
  async (tx, order) => ({ order: await updateOrder(tx, order.id, { status }) });

const STEPS: Record<OrderAction, Step> = {
  async confirm_payment(tx, order) {
    const now = new Date();
    const paid = await updateOrder(tx, order.id, { paymentStatus: 'paid', paidAt: now });
    await earnBeansForPaidOrder(tx, paid, now);
    await issueCashCreditForPaidOrder(tx, order.id, now);
    return { order: paid };
  },
  async ready_for_pickup(tx, order, _request, config) {
    const ready = await updateOrder(tx, order.id, { status: 'ready_for_pickup' });
    await queueReadyForPickup(tx, config, ready);
    return { order: ready };
  },
  out_for_delivery: onlyStatus('out_for_delivery'),
  complete: onlyStatus('completed'),
  async cancel(tx, order) {
    await returnStock(tx, await linesOf(tx, order.id));
    await releaseCouponUse(tx, order.id);
    const cancelled = await updateOrder(tx, order.id, {
      status: 'cancelled',
      returnedCreditPoints: order.creditPoints,
    });
    const { memberId, orderNumber, creditPoints } = order;
    await returnCredit(tx, { memberId, orderNumber, points: creditPoints, why: 'cancel' });
    return { order: cancelled, event: { creditPoints } };
  },
  async refund(tx, order, request) {
    const done = await refundUnits(tx, order, request.lines);
    return { order: done.order, event: { lines: done.units, ...done.returned } };
  },
};

const stateOf = (o: OrderRow) => ({
  status: o.status,
  payment_status: o.paymentStatus,
  refunded_cash_cents: o.refundedCashCents,
  returned_credit_points: o.returnedCreditPoints,
});

/**
 * Moves an order on, in one transaction that locks the order row first: staff acting on one order
 * take turns, and the second of two identical requests finds the transition already made and
 * answers without a second effect (`applied: false`). Refused transitions write nothing.
 */
export async function applyOrderTransition(
  db: Db,
  request: TransitionRequest,
  config: Config,
): Promise<{ applied: boolean }> {
  return db.transaction(async (tx) => {
    const order = await lockOrder(tx, request.orderId);
    if (!order) throw orderNotFound();
    const verdict = judgeTransition(request.action, order, request.lines !== undefined);
    if (verdict === 'happened') return { applied: false };
    if (verdict === 'refuse') {
      throw new ApiError(
        'ORDER_TRANSITION_NOT_ALLOWED',
        refusedTransition(request.action, order.orderNumber, order),
      );
    }
    const effect = await STEPS[request.action](tx, order, request, config);
    await recordOrderEvent(tx, {
      orderId: order.id,
      staffId: request.staffId,
      action: request.action,
      note: request.note ?? '',
      ...effect.event,
    });
    await recordAudit(tx, {
      staffId: request.staffId,
      action: `order.${request.action}`,
      entity: 'order',
      entityId: order.id,
      before: stateOf(order),
      after: { ...stateOf(effect.order), ...(request.lines ? { lines: request.lines } : {}) },
    });
    return { applied: true };
  });
}

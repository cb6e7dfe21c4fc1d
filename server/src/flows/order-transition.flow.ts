import type { Config } from '../config/env.ts';
import type { Db } from '../db/database.ts';
import { recordAudit } from '../modules/admin/index.ts';
import { returnStock } from '../modules/catalog/index.ts';
import {
  cancelOrder,
  countRefundedUnits,
  markPaid,
  markReadyForPickup,
  type OrderRow,
  orderLinesOf,
  recordTransition,
  setStatus,
  settleRefund,
  startTransition,
  type TransitionRequest,
} from '../modules/orders/index.ts';
import {
  earnBeansForPaidOrder,
  issueCashCreditForPaidOrder,
  returnCredit,
  reverseOrderPoints,
} from '../modules/points/index.ts';

interface Effect {
  order: OrderRow;
  event?: { lines?: TransitionRequest['lines']; cashCents?: number; creditPoints?: number };
}

type Step = (tx: Db, order: OrderRow, request: TransitionRequest, config: Config) => Promise<Effect>;

const onlyStatus =
  (status: OrderRow['status']): Step =>
  async (tx, order) => ({ order: await setStatus(tx, order, status) });

const STEPS: Record<TransitionRequest['action'], Step> = {
  async confirm_payment(tx, order) {
    const now = new Date();
    const paid = await markPaid(tx, order, now);
    await earnBeansForPaidOrder(tx, paid, now);
    await issueCashCreditForPaidOrder(tx, order.id, now);
    return { order: paid };
  },
  async ready_for_pickup(tx, order, _request, config) {
    return { order: await markReadyForPickup(tx, order, config) };
  },
  out_for_delivery: onlyStatus('out_for_delivery'),
  complete: onlyStatus('completed'),
  /** Everything goes back: the stock, the coupon use, the credit paid with. */
  async cancel(tx, order) {
    await returnStock(tx, await orderLinesOf(tx, order));
    const cancelled = await cancelOrder(tx, order);
    const { memberId, orderNumber, creditPoints } = order;
    await returnCredit(tx, { memberId, orderNumber, points: creditPoints, why: 'cancel' });
    return { order: cancelled, event: { creditPoints } };
  },
  /**
   * Refunds units of a paid order: they go back on the shelf, the running refund is recomputed and its
   * new part paid back: credit as a ledger row, cash recorded for the shop to pay by hand, Beans
   * reversed in proportion to the cash.
   */
  async refund(tx, order, request) {
    const counted = await countRefundedUnits(tx, order, request.lines);
    await returnStock(tx, counted.stock);
    const settled = await settleRefund(tx, order, counted.lines);
    const { returned } = settled;
    await returnCredit(tx, {
      memberId: order.memberId,
      orderNumber: order.orderNumber,
      points: returned.creditPoints,
      why: 'refund',
    });
    await reverseOrderPoints(tx, {
      orderId: order.id,
      memberId: order.memberId,
      orderNumber: order.orderNumber,
      refundKey: settled.refundKey,
      refundedCashCents: returned.cashCents,
      refundedLines: counted.units.map((l) => ({ orderLineId: l.order_line_id, quantity: l.quantity })),
    });
    return { order: settled.order, event: { lines: counted.units, ...returned } };
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
  return db.transaction(async (tx) => ({ applied: (await transitionWithin(tx, request, config)) !== null }));
}

/**
 * The transition inside the caller's transaction, for work that must commit with it (the deadline
 * job's email): the order as it ends up, or null when the transition had already been made.
 */
export async function transitionWithin(
  tx: Db,
  request: TransitionRequest,
  config: Config,
): Promise<OrderRow | null> {
  const order = await startTransition(tx, request);
  if (!order) return null;
  const effect = await STEPS[request.action](tx, order, request, config);
  await recordTransition(tx, request, effect.event);
  await recordAudit(tx, {
    staffId: request.staffId,
    action: `order.${request.action}`,
    entity: 'order',
    entityId: order.id,
    before: stateOf(order),
    after: { ...stateOf(effect.order), ...(request.lines ? { lines: request.lines } : {}) },
  });
  return effect.order;
}

import type { RefundLine } from '@shop/contract/admin/admin-orders.calls';
import type { Db } from '../../../db/database.ts';
import { ApiError } from '../../../http/api-error.ts';
import { reverseOrderPoints } from '../../points/order-reversal.service.ts';
import { returnCredit } from './credit-return.ts';
import {
  addRefundedUnits,
  linesOf,
  type OrderLineRow,
  type OrderRow,
  refundsSoFar,
  releaseCouponUse,
  returnStock,
  updateOrder,
} from './order-lifecycle.repo.ts';
import { everythingRefunded, type Returned, refundDue } from './refund-amounts.ts';

export interface RefundDone {
  order: OrderRow;
  units: RefundLine[];
  returned: Returned;
}

function tooMany(line: OrderLineRow, orderNumber: string): ApiError {
  const left = line.quantity - line.refundedQuantity;
  return new ApiError('REFUND_QUANTITY_TOO_HIGH', {
    en: `Only ${left} of ${line.nameEn} (${line.sku}) on order ${orderNumber} can still be refunded.`,
    zh: `訂單 ${orderNumber} 的${line.nameZh}（${line.sku}）只餘${left}件可退款。`,
  });
}

/** The units to refund by line id: the ones asked for, or everything not refunded yet. */
export function unitsToRefund(
  order: OrderRow,
  lines: OrderLineRow[],
  asked?: RefundLine[],
): Map<number, number> {
  if (!asked) {
    return new Map(
      lines.map((l) => [l.id, l.quantity - l.refundedQuantity] as const).filter(([, q]) => q > 0),
    );
  }
  const units = new Map<number, number>();
  for (const { order_line_id, quantity } of asked)
    units.set(order_line_id, (units.get(order_line_id) ?? 0) + quantity);
  for (const [lineId, quantity] of units) {
    const line = lines.find((l) => l.id === lineId);
    if (!line) {
      throw new ApiError('NOT_FOUND', {
        en: `Line ${lineId} is not part of order ${order.orderNumber}.`,
        zh: `項目 ${lineId} 不屬於訂單 ${order.orderNumber}。`,
      });
    }
    if (quantity > line.quantity - line.refundedQuantity) throw tooMany(line, order.orderNumber);
  }
  return units;
}

/**
 * Refunds units of a paid order: they go back on the shelf, the running refund is recomputed
 * (refund-amounts.ts) and its new part paid back: credit as a ledger row, cash recorded for the shop
 * to pay by hand, Beans reversed in proportion to the cash (points/order-reversal.service.ts). The
 * last unit makes the order refunded and frees its coupon use.
 */
export async function refundUnits(tx: Db, order: OrderRow, asked?: RefundLine[]): Promise<RefundDone> {
  const lines = await linesOf(tx, order.id);
  const units = unitsToRefund(order, lines, asked);
  const stock: { variantId: number | null; quantity: number }[] = [];
  for (const [lineId, quantity] of [...units].sort(([a], [b]) => a - b)) {
    const line = lines.find((l) => l.id === lineId)!;
    if (!(await addRefundedUnits(tx, lineId, quantity))) throw tooMany(line, order.orderNumber);
    line.refundedQuantity += quantity;
    stock.push({ variantId: line.variantId, quantity });
  }
  await returnStock(tx, stock);

  const everything = everythingRefunded(lines);
  const returned = refundDue(order, lines, {
    cashCents: order.refundedCashCents,
    creditPoints: order.returnedCreditPoints,
  });
  const updated = await updateOrder(tx, order.id, {
    refundedCashCents: order.refundedCashCents + returned.cashCents,
    returnedCreditPoints: order.returnedCreditPoints + returned.creditPoints,
    paymentStatus: everything ? 'refunded' : 'partially_refunded',
    status: everything ? 'refunded' : order.status,
  });
  if (everything) await releaseCouponUse(tx, order.id);
  await returnCredit(tx, {
    memberId: order.memberId,
    orderNumber: order.orderNumber,
    points: returned.creditPoints,
    why: 'refund',
  });
  const refunded = [...units].map(([order_line_id, quantity]) => ({ order_line_id, quantity }));
  await reverseOrderPoints(tx, {
    orderId: order.id,
    memberId: order.memberId,
    orderNumber: order.orderNumber,
    refundKey: `${order.orderNumber}/refund-${(await refundsSoFar(tx, order.id)) + 1}`,
    refundedCashCents: returned.cashCents,
    refundedLines: refunded.map((l) => ({ orderLineId: l.order_line_id, quantity: l.quantity })),
  });
  return { order: updated, units: refunded, returned };
}

import type { RefundLine } from '@shop/contract/admin/admin-orders.calls';
import type { Db } from '../../../db/database.ts';
import { ApiError } from '../../../http/api-error.ts';
import {
  addRefundedUnits,
  linesOf,
  type OrderLineRow,
  type OrderRow,
  refundsSoFar,
  releaseCouponUse,
  updateOrder,
} from './order-lifecycle.repo.ts';
import { everythingRefunded, type Returned, refundDue } from './refund-amounts.ts';

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
 * The first half of a refund: counts the units as refunded on their lines. Answers the lines as they
 * now stand, the units by line, and the units to put back on the shelf.
 */
export async function countRefundedUnits(
  tx: Db,
  order: OrderRow,
  asked?: RefundLine[],
): Promise<{
  lines: OrderLineRow[];
  units: RefundLine[];
  stock: { variantId: number | null; quantity: number }[];
}> {
  const lines = await linesOf(tx, order.id);
  const units = unitsToRefund(order, lines, asked);
  const stock: { variantId: number | null; quantity: number }[] = [];
  for (const [lineId, quantity] of [...units].sort(([a], [b]) => a - b)) {
    const line = lines.find((l) => l.id === lineId)!;
    if (!(await addRefundedUnits(tx, lineId, quantity))) throw tooMany(line, order.orderNumber);
    line.refundedQuantity += quantity;
    stock.push({ variantId: line.variantId, quantity });
  }
  const refunded = [...units].map(([order_line_id, quantity]) => ({ order_line_id, quantity }));
  return { lines, units: refunded, stock };
}

/**
 * The second half: the running refund is recomputed (refund-amounts.ts) and the order moved on; the
 * last unit makes the order refunded and frees its coupon use. Answers the order and the new part of
 * the refund to pay back, with the key its Beans reversal is recorded under.
 */
export async function settleRefund(
  tx: Db,
  order: OrderRow,
  lines: OrderLineRow[],
): Promise<{ order: OrderRow; returned: Returned; refundKey: string }> {
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
  const refundKey = `${order.orderNumber}/refund-${(await refundsSoFar(tx, order.id)) + 1}`;
  return { order: updated, returned, refundKey };
}

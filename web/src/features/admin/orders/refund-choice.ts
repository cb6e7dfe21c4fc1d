import type { AdminOrderLine, RefundLine } from '@shop/contract/admin/admin-orders.calls';
import { type Cents, cents, fromWire } from '@shop/contract/money';

/** Units of a line that can still be refunded. */
export const refundable = (line: AdminOrderLine) => Math.max(0, line.quantity - line.refunded_quantity);

/** Chosen quantities per line id; each clamped to what the line still holds, blanks and zeros dropped. */
export function refundLines(lines: readonly AdminOrderLine[], chosen: Record<number, number>): RefundLine[] {
  return lines.flatMap((line) => {
    const quantity = Math.min(refundable(line), Math.max(0, Math.trunc(chosen[line.order_line_id] ?? 0)));
    return quantity > 0 ? [{ order_line_id: line.order_line_id, quantity }] : [];
  });
}

/** What the chosen units were sold for (before any order discount), in cents, as a guide in the dialog. */
export function refundValue(lines: readonly AdminOrderLine[], chosen: readonly RefundLine[]): Cents {
  const byId = new Map(lines.map((line) => [line.order_line_id, line]));
  return cents(
    chosen.reduce((sum, { order_line_id, quantity }) => {
      const line = byId.get(order_line_id);
      return line ? sum + fromWire(line.unit_price) * quantity : sum;
    }, 0),
  );
}

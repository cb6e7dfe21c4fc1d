import { addDays } from '@shop/contract/shop-calendar';

/** A statement credit not yet confirmed. */
export interface OpenLine {
  id: number;
  bookedOn: string;
  amountCents: number;
  description: string;
}

/** An unpaid order that could have been paid by transfer (still open, or already cancelled). */
export interface UnpaidOrder {
  id: number;
  orderNumber: string;
  /** The Hong Kong day it was placed. */
  placedOn: string;
  createdAt: Date;
  cashCents: number;
  cancelled: boolean;
}

export interface Proposal {
  lineId: number;
  match: 'matched' | 'near' | 'unmatched';
  /** The order proposed for a matched or near line. */
  orderId: number | null;
  /** How many unpaid orders fit a near line. */
  candidates: number;
  /** A cancelled order the line pays, which the shop must pay back by hand. */
  refundOrderId: number | null;
}

/** Letters and digits only, upper case, full-width forms folded: "sc 2026-1122 0042" reads as SC202611220042. */
export const compactReference = (text: string): string =>
  text
    .normalize('NFKC')
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, '');

/**
 * Whether a statement's text names an order, tolerant of spaces, dashes and case. The number must not
 * run on into more digits, so SC-…-0042 is not read inside SC-…-00421.
 */
export function mentionsOrder(description: string, orderNumber: string): boolean {
  const text = compactReference(description);
  const ref = compactReference(orderNumber);
  for (let at = text.indexOf(ref); at !== -1; at = text.indexOf(ref, at + 1)) {
    if (!/[0-9]/.test(text.charAt(at + ref.length))) return true;
  }
  return false;
}

/** A near match's window: the day the order was placed, or the day before or after. */
export const withinNearWindow = (bookedOn: string, placedOn: string): boolean =>
  bookedOn === placedOn || bookedOn === addDays(placedOn, 1) || bookedOn === addDays(placedOn, -1);

const dayGap = (a: string, b: string) => Math.abs(Date.parse(a) - Date.parse(b));

/**
 * Proposes an order for each open credit. First every line naming an open order of exactly its
 * amount is matched; then each line left is offered the open order of the same amount placed
 * closest to its day (within a day either side, the earliest placed on a tie) as a near match. An
 * order is proposed for one line only, the earliest on the statement. A line naming a cancelled
 * order of its amount is that order's late payment: it stays unmatched and is flagged for a refund.
 */
export function matchLines(lines: readonly OpenLine[], orders: readonly UnpaidOrder[]): Proposal[] {
  const sorted = [...lines].sort((a, b) => a.bookedOn.localeCompare(b.bookedOn) || a.id - b.id);
  const open = orders.filter((o) => !o.cancelled);
  const taken = new Set<number>();
  const result = new Map<number, Proposal>();
  const named = (line: OpenLine, o: UnpaidOrder) =>
    o.cashCents === line.amountCents && mentionsOrder(line.description, o.orderNumber);

  for (const line of sorted) {
    const order = open.find((o) => !taken.has(o.id) && named(line, o));
    if (!order) continue;
    taken.add(order.id);
    result.set(line.id, {
      lineId: line.id,
      match: 'matched',
      orderId: order.id,
      candidates: 1,
      refundOrderId: null,
    });
  }
  for (const line of sorted) {
    if (result.has(line.id)) continue;
    const late = orders.find((o) => o.cancelled && named(line, o));
    const fits = late
      ? []
      : open
          .filter(
            (o) =>
              !taken.has(o.id) &&
              o.cashCents === line.amountCents &&
              withinNearWindow(line.bookedOn, o.placedOn),
          )
          .sort(
            (a, b) =>
              dayGap(a.placedOn, line.bookedOn) - dayGap(b.placedOn, line.bookedOn) ||
              a.createdAt.getTime() - b.createdAt.getTime(),
          );
    const best = fits[0];
    if (best) taken.add(best.id);
    result.set(line.id, {
      lineId: line.id,
      match: best ? 'near' : 'unmatched',
      orderId: best?.id ?? null,
      candidates: fits.length,
      refundOrderId: late?.id ?? null,
    });
  }
  return lines.map((line) => result.get(line.id)!);
}

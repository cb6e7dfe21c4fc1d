export interface BeansReversal {
  /** Beans the order earned when it was paid. */
  earned: number;
  orderCashCents: number;
  /** Cash refunded by earlier refunds of the order, and by this one. */
  refundedBeforeCents: number;
  refundedNowCents: number;
  /** Beans earlier refunds were due to reverse (taken or not). */
  dueBefore: number;
}

/**
 * Beans a refund reverses, in proportion to the cash refunded (docs/loyalty.md). Worked out on the
 * running total and rounded down, so refunds in parts never reverse more than one whole refund would,
 * and refunding all the cash reverses exactly what was earned.
 */
export function beansToReverse(r: BeansReversal): number {
  if (r.earned <= 0 || r.orderCashCents <= 0) return 0;
  const refunded = Math.min(r.orderCashCents, Math.max(0, r.refundedBeforeCents + r.refundedNowCents));
  const dueInAll = Math.floor((r.earned * refunded) / r.orderCashCents);
  return Math.max(0, dueInAll - r.dueBefore);
}

/** A reversal takes what the balance holds and no more: the rest is recorded as a shortfall. */
export function takeWithin(due: number, balance: number): number {
  return Math.max(0, Math.min(due, balance));
}

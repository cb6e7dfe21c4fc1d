/** The order's amounts a refund is shared out of, in cents and credit points. */
export interface RefundBasis {
  subtotalCents: number;
  discountCents: number;
  totalCents: number;
  cashCents: number;
  creditPoints: number;
}

export interface Returned {
  cashCents: number;
  creditPoints: number;
}

export interface RefundLineUnits {
  unitPriceCents: number;
  quantity: number;
  refundedQuantity: number;
}

/** The value at checkout prices of the units refunded so far (gift lines are worth 0). */
export function refundedGoodsCents(lines: RefundLineUnits[]): number {
  return lines.reduce((sum, l) => sum + l.unitPriceCents * l.refundedQuantity, 0);
}

/** Every paid unit is refunded: the order is refunded in full, shipping included. */
export function everythingRefunded(lines: RefundLineUnits[]): boolean {
  return lines.every((l) => l.refundedQuantity === l.quantity);
}

/**
 * floor(part × (subtotal − discount) × goods / (subtotal × total)) in BigInt, since the product of
 * three amounts in cents can pass 2^53.
 */
function shareOf(part: number, basis: RefundBasis, goodsCents: number): number {
  const { subtotalCents, discountCents, totalCents } = basis;
  if (subtotalCents === 0 || totalCents === 0) return 0;
  const numerator = BigInt(part) * BigInt(subtotalCents - discountCents) * BigInt(goodsCents);
  return Number(numerator / (BigInt(subtotalCents) * BigInt(totalCents)));
}

/**
 * What has gone back in all, once goods worth `goodsCents` are refunded (docs/order-lifecycle.md):
 * the goods' share of the total after the coupon, split between cash and credit as they paid, each
 * rounded down; the last unit refunded returns whatever is left, shipping included. Computing the
 * running total (rather than each refund on its own) means rounding never adds up past what was paid.
 */
export function returnedSoFar(basis: RefundBasis, goodsCents: number, everything: boolean): Returned {
  if (everything) return { cashCents: basis.cashCents, creditPoints: basis.creditPoints };
  return {
    cashCents: shareOf(basis.cashCents, basis, goodsCents),
    creditPoints: shareOf(basis.creditPoints, basis, goodsCents),
  };
}

/** What this refund pays back: the running total after it, less what earlier refunds returned. */
export function refundDue(basis: RefundBasis, lines: RefundLineUnits[], before: Returned): Returned {
  const after = returnedSoFar(basis, refundedGoodsCents(lines), everythingRefunded(lines));
  return {
    cashCents: Math.max(0, after.cashCents - before.cashCents),
    creditPoints: Math.max(0, after.creditPoints - before.creditPoints),
  };
}

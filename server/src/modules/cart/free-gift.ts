export interface GiftRule {
  id: number;
  minSubtotalCents: number;
  giftVariantId: number;
  giftQuantity: number;
  startsAt: Date | null;
  endsAt: Date | null;
  active: boolean;
}

/** The rules a subtotal (before discounts) earns now; each adds its own gift line. */
export function giftsEarned<R extends GiftRule>(rules: readonly R[], subtotalCents: number, now: Date): R[] {
  if (subtotalCents <= 0) return [];
  return rules.filter(
    (r) =>
      r.active &&
      subtotalCents >= r.minSubtotalCents &&
      (r.startsAt === null || now >= r.startsAt) &&
      (r.endsAt === null || now < r.endsAt),
  );
}

import { type Cents, cents } from '@shop/contract/money';
import type { DeliveryFee } from '../lookups/index.ts';

export interface Priced {
  retailPriceCents: number;
  salePriceCents: number;
  discountPercent: number;
}

/** The sale price applies only while the variant carries a discount; otherwise the retail price. */
export function unitPrice(v: Priced): Cents {
  return cents(v.discountPercent > 0 ? v.salePriceCents : v.retailPriceCents);
}

export function subtotalOf(lines: readonly { unitCents: Cents; quantity: number }[]): Cents {
  return cents(lines.reduce((sum, l) => sum + l.unitCents * l.quantity, 0));
}

/**
 * null while no delivery country is known ("calculated at checkout"); pickup is passed as a fee of 0.
 * Free at or above the country's threshold, judged on the subtotal before discounts; an empty cart
 * ships nothing and costs nothing.
 */
export function shippingFee(
  subtotal: Cents,
  delivery: DeliveryFee | null,
  freeShipping = false,
): Cents | null {
  if (delivery === null) return null;
  if (freeShipping || subtotal === 0) return cents(0);
  const free = delivery.freeThresholdCents !== null && subtotal >= delivery.freeThresholdCents;
  return cents(free ? 0 : delivery.feeCents);
}

/** The most credit points that still leave a non-negative total: no point is burnt for nothing. */
export function maxCreditPoints(payable: Cents, rateCents: number): number {
  return rateCents > 0 ? Math.floor(Math.max(0, payable) / rateCents) : 0;
}

export interface TotalsInput {
  subtotal: Cents;
  couponDiscount: Cents;
  shipping: Cents | null;
  /** Points the member applied, and the most they hold now. */
  creditPoints: number;
  creditBalance: number;
  rateCents: number;
  /** Cash credit packs in the subtotal: credit never pays for credit (docs/loyalty.md). */
  creditPacks?: Cents;
}

export interface Totals {
  /** Points that will really be spent: the applied amount, capped by the balance and by what is payable. */
  creditPoints: number;
  creditDiscount: Cents;
  total: Cents;
}

/** `total = max(0, subtotal − coupon − credit + shipping)`, with an unknown shipping fee counted as 0. */
export function cartTotals(input: TotalsInput): Totals {
  const payable = cents(input.subtotal - input.couponDiscount + (input.shipping ?? 0));
  const creditPayable = cents(payable - (input.creditPacks ?? 0));
  const creditPoints = Math.max(
    0,
    Math.min(input.creditPoints, input.creditBalance, maxCreditPoints(creditPayable, input.rateCents)),
  );
  const creditDiscount = cents(creditPoints * input.rateCents);
  return { creditPoints, creditDiscount, total: cents(Math.max(0, payable - creditDiscount)) };
}

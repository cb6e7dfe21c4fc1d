import { addDays } from '@shop/contract/shop-calendar';

/**
 * The deliveries after the first, on the frequency grid, so the form shows the rhythm the member
 * signs up for. The server moves a day that turns out closed; this is the plan as chosen.
 */
export function followingDates(first: string, frequencyWeeks: number, count: number): string[] {
  return Array.from({ length: count }, (_, i) => addDays(first, 7 * frequencyWeeks * (i + 1)));
}

/**
 * A bag's subscriber price in cents: today's price less the plan's discount, to the nearest cent
 * (half a cent up). Only a preview: the price locked on the subscription is the server's answer.
 */
export function subscriberPriceCents(price: number, discountPercent: number): number {
  const cents = Math.round(price * 100);
  return Math.round((cents * (100 - discountPercent)) / 100);
}

/** A subscription's size and grind by their values in the shopper's language: "250 g · Whole bean". */
export function optionsLabel(
  options: readonly object[],
  pick: (record: object, field: string) => string,
): string {
  return options
    .map((option) => pick(option, 'value'))
    .filter(Boolean)
    .join(' · ');
}

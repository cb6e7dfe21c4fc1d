import { groupedDigits } from './grouped-digits.ts';

/**
 * Money is integer cents inside the system and a number with at most 2 decimals on the wire.
 * The brand keeps cents and dollars from being mixed up by accident.
 */
export type Cents = number & { readonly __brand: 'Cents' };

export function cents(value: number): Cents {
  if (!Number.isSafeInteger(value)) throw new RangeError(`cents must be a safe integer, got ${value}`);
  return value as Cents;
}

/** Wire amount (HK$ with up to 2 decimals) from cents. */
export function toWire(amount: Cents): number {
  return amount / 100;
}

/** Cents from a wire amount; rounds half away from zero to the nearest cent. */
export function fromWire(amount: number): Cents {
  return cents(Math.sign(amount) * Math.round(Math.abs(amount) * 100));
}

/** Amounts in copy and messages: HK$1,500 or HK$12.50 (no trailing .00 for whole dollars). */
export function formatHkd(amount: Cents | number): string {
  return formatHkdDollars(amount / 100);
}

/** The same from an amount in dollars, as the wire carries it. */
export function formatHkdDollars(dollars: number): string {
  return `HK$${groupedDigits(dollars, Number.isInteger(dollars) ? 0 : 2)}`;
}

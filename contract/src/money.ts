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

// Made once: toLocaleString with options builds a formatter on every call, which an order's email
// (a dozen amounts) and a run of renewals (thousands of emails) felt.
const WHOLE_DOLLARS = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
const WITH_CENTS = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** Amounts in copy and messages: HK$1,500 or HK$12.50 (no trailing .00 for whole dollars). */
export function formatHkd(amount: Cents | number): string {
  return `HK$${(amount % 100 === 0 ? WHOLE_DOLLARS : WITH_CENTS).format(amount / 100)}`;
}

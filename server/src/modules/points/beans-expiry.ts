/**
 * Beans expiry as a closed form (docs/loyalty.md). Every debit (a spend, a reversal, an earlier
 * expiry) uses the soonest-expiring Beans first, and all Beans live equally long, so the debits so far
 * used the oldest earnings first. What expires now is what is left of the earnings whose date passed.
 */
export function beansToExpire(expiredEarnings: number, debitsSoFar: number): number {
  return Math.max(0, expiredEarnings - debitsSoFar);
}

/** Beans earned at or before this moment have expired; none do when the rule is 0 months. */
export function expiryCutoff(now: Date, months: number): Date | null {
  if (months <= 0) return null;
  const cutoff = new Date(now);
  cutoff.setUTCMonth(cutoff.getUTCMonth() - months);
  return cutoff;
}

export const DEFAULT_BEANS_EXPIRY_MONTHS = 12;

/** The shop setting as stored (JSON); anything but a whole number from 0 to 120 keeps the default. */
export function parseExpiryMonths(stored: string | undefined): number {
  if (stored === undefined) return DEFAULT_BEANS_EXPIRY_MONTHS;
  const value: unknown = JSON.parse(stored);
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= 120
    ? value
    : DEFAULT_BEANS_EXPIRY_MONTHS;
}

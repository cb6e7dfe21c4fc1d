import { type TierRule, tierForSpend } from './beans-earning.ts';

/** What moved the tier: a payment only raises it, a refund only lowers it, a review sets it outright. */
export type TierEvent = 'payment' | 'refund' | 'review';

/**
 * The tier after an event (docs/loyalty.md). Undefined means no tier (a shop whose lowest tier asks
 * for spend). A payment never lowers and a refund never raises, so a member keeps a tier they were
 * given by hand until the spend says otherwise at a refund or at the yearly review.
 */
export function tierAfter<T extends TierRule>(
  tiers: readonly T[],
  currentId: number | null,
  spendCents: number,
  event: TierEvent,
): T | undefined {
  const current = tiers.find((tier) => tier.id === currentId);
  const reached = tierForSpend(tiers, spendCents);
  if (event === 'review' || !current) return event === 'refund' ? current : reached;
  const rank = (tier: T | undefined) => tier?.minSpendCents ?? -1;
  if (event === 'payment') return rank(reached) > rank(current) ? reached : current;
  return rank(reached) < rank(current) ? reached : current;
}

const YEAR_MONTHS = 12;

/** The start of the spend window that decides the tier: the same moment a year before. */
export function spendWindowStart(now: Date): Date {
  const since = new Date(now);
  since.setUTCMonth(since.getUTCMonth() - YEAR_MONTHS);
  return since;
}

/** A tier is kept for 12 months from when it was reached (or the member joined) before it is reviewed. */
export function tierReviewDue(heldSince: Date, now: Date): boolean {
  return heldSince <= spendWindowStart(now);
}

/**
 * The earning rules (docs/loyalty.md): a paid order earns 1 Bean per whole HK$ of cash paid, times
 * the member's tier multiplier (in percent, so it stays an integer), rounded down.
 */
export function beansForCash(cashCents: number, multiplierPercent: number): number {
  if (cashCents <= 0 || multiplierPercent <= 0) return 0;
  const wholeDollars = Math.floor(cashCents / 100);
  return Math.floor((wholeDollars * multiplierPercent) / 100);
}

export interface TierRule {
  id: number;
  minSpendCents: number;
  multiplierPercent: number;
}

/** The highest tier the spend reaches; undefined when even the lowest asks for more. */
export function tierForSpend<T extends TierRule>(tiers: readonly T[], spendCents: number): T | undefined {
  return tiers
    .filter((tier) => tier.minSpendCents <= spendCents)
    .reduce<T | undefined>(
      (best, tier) => (best && best.minSpendCents >= tier.minSpendCents ? best : tier),
      undefined,
    );
}

/** ×1.25 as the ledger's descriptions show a multiplier. */
export function formatMultiplier(percent: number): string {
  return `×${(percent / 100).toFixed(2)}`;
}

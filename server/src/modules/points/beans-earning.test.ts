import { describe, expect, it } from 'vitest';
import { beansForCash, formatMultiplier, tierForSpend } from './beans-earning.ts';

describe('beansForCash', () => {
  it('earns one Bean per whole HK$ of cash, times the multiplier, rounded down', () => {
    expect(beansForCash(185_000, 100)).toBe(1_850);
    expect(beansForCash(106_400, 125)).toBe(1_330);
    expect(beansForCash(1_999, 100)).toBe(19);
    expect(beansForCash(300, 125)).toBe(3);
    expect(beansForCash(700, 150)).toBe(10);
  });

  it('earns nothing on no cash or a zero multiplier', () => {
    expect(beansForCash(0, 150)).toBe(0);
    expect(beansForCash(99, 150)).toBe(0);
    expect(beansForCash(10_000, 0)).toBe(0);
  });
});

describe('tierForSpend', () => {
  const tiers = [
    { id: 1, minSpendCents: 0, multiplierPercent: 100 },
    { id: 3, minSpendCents: 800_000, multiplierPercent: 150 },
    { id: 2, minSpendCents: 300_000, multiplierPercent: 125 },
  ];

  it('picks the highest tier the spend reaches, whatever order the tiers come in', () => {
    expect(tierForSpend(tiers, 0)?.id).toBe(1);
    expect(tierForSpend(tiers, 299_999)?.id).toBe(1);
    expect(tierForSpend(tiers, 300_000)?.id).toBe(2);
    expect(tierForSpend(tiers, 5_000_000)?.id).toBe(3);
  });

  it('finds none when no tier is reached', () => {
    expect(tierForSpend([{ id: 9, minSpendCents: 100, multiplierPercent: 100 }], 99)).toBeUndefined();
  });
});

describe('formatMultiplier', () => {
  it('shows two decimals', () => {
    expect(formatMultiplier(125)).toBe('×1.25');
    expect(formatMultiplier(100)).toBe('×1.00');
  });
});

import { describe, expect, it } from 'vitest';
import { spendWindowStart, tierAfter, tierReviewDue } from './tier-rules.ts';

const tiers = [
  { id: 1, minSpendCents: 0, multiplierPercent: 100 },
  { id: 2, minSpendCents: 300_000, multiplierPercent: 125 },
  { id: 3, minSpendCents: 800_000, multiplierPercent: 150 },
];

describe('tierAfter', () => {
  it('a payment raises the tier to what the spend reaches, never lowers it', () => {
    expect(tierAfter(tiers, 1, 300_000, 'payment')?.id).toBe(2);
    expect(tierAfter(tiers, 3, 10_000, 'payment')?.id).toBe(3);
    expect(tierAfter(tiers, null, 10_000, 'payment')?.id).toBe(1);
  });

  it('a refund lowers the tier to what the remaining spend reaches, never raises it', () => {
    expect(tierAfter(tiers, 3, 299_999, 'refund')?.id).toBe(1);
    expect(tierAfter(tiers, 2, 300_000, 'refund')?.id).toBe(2);
    expect(tierAfter(tiers, 1, 900_000, 'refund')?.id).toBe(1);
    expect(tierAfter(tiers, null, 900_000, 'refund')).toBeUndefined();
  });

  it('a review sets the tier the spend reaches, up or down', () => {
    expect(tierAfter(tiers, 3, 0, 'review')?.id).toBe(1);
    expect(tierAfter(tiers, 1, 800_000, 'review')?.id).toBe(3);
  });
});

describe('the 12-month window', () => {
  const now = new Date('2026-11-23T10:00:00Z');

  it('starts the same moment a year before', () => {
    expect(spendWindowStart(now).toISOString()).toBe('2025-11-23T10:00:00.000Z');
  });

  it('makes a tier due for review once held for 12 months', () => {
    expect(tierReviewDue(new Date('2025-11-23T10:00:00Z'), now)).toBe(true);
    expect(tierReviewDue(new Date('2025-11-23T10:00:01Z'), now)).toBe(false);
  });
});

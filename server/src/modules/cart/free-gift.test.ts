import { describe, expect, it } from 'vitest';
import { type GiftRule, giftsEarned } from './free-gift.ts';

const now = new Date('2026-11-22T04:00:00Z');
const rule: GiftRule = {
  id: 1,
  minSubtotalCents: 60_000,
  giftVariantId: 9,
  giftQuantity: 1,
  startsAt: null,
  endsAt: null,
  active: true,
};

describe('free gifts', () => {
  it('are earned at or above the threshold, not below', () => {
    expect(giftsEarned([rule], 59_999, now)).toEqual([]);
    expect(giftsEarned([rule], 60_000, now)).toEqual([rule]);
  });

  it('need a live rule', () => {
    expect(giftsEarned([{ ...rule, active: false }], 90_000, now)).toEqual([]);
    expect(giftsEarned([{ ...rule, endsAt: now }], 90_000, now)).toEqual([]);
    expect(giftsEarned([{ ...rule, startsAt: new Date('2027-01-01T00:00:00Z') }], 90_000, now)).toEqual([]);
  });

  it('never come with an empty cart, even from a rule with no minimum', () => {
    expect(giftsEarned([{ ...rule, minSubtotalCents: 0 }], 0, now)).toEqual([]);
  });
});

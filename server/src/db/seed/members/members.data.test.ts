import { describe, expect, it } from 'vitest';
import { COUPON_KINDS, POINT_TYPE } from '../../schema.ts';
import { COUPONS } from './coupons.data.ts';
import { DEMO_LEDGER, DEMO_MEMBER } from './demo-member.data.ts';
import { CASH_CREDIT_PRODUCTS, CREDIT_EXCHANGE_OPTIONS, POINT_TYPES, TIERS } from './loyalty.data.ts';

const isPositiveInteger = (n: number | undefined): boolean =>
  n === undefined || (Number.isSafeInteger(n) && n > 0);

describe('point types and tiers', () => {
  it('are Beans (17, no cash value) and credit (18, HK$1 each)', () => {
    expect(POINT_TYPES.map((t) => [t.id, t.cashValueCents])).toEqual([
      [17, 0],
      [18, 100],
    ]);
  });

  it('rise in spend and multiplier, starting from zero spend', () => {
    expect(TIERS[0]?.minSpendCents).toBe(0);
    for (let i = 1; i < TIERS.length; i++) {
      expect(TIERS[i]!.minSpendCents).toBeGreaterThan(TIERS[i - 1]!.minSpendCents);
      expect(TIERS[i]!.multiplierPercent).toBeGreaterThan(TIERS[i - 1]!.multiplierPercent);
    }
    expect(TIERS.some((t) => t.code === DEMO_MEMBER.tierCode)).toBe(true);
  });
});

describe('credit shop', () => {
  it('has positive whole amounts, with a better rate for bigger exchanges', () => {
    for (const o of CREDIT_EXCHANGE_OPTIONS)
      expect(isPositiveInteger(o.fromAmount) && isPositiveInteger(o.toAmount)).toBe(true);
    const rates = CREDIT_EXCHANGE_OPTIONS.map((o) => o.toAmount / o.fromAmount);
    expect([...rates].sort((a, b) => a - b)).toEqual(rates);
    for (const c of CASH_CREDIT_PRODUCTS) {
      expect(isPositiveInteger(c.priceCents) && isPositiveInteger(c.creditAmount)).toBe(true);
      expect(c.creditAmount * 100).toBeGreaterThan(c.priceCents);
    }
  });
});

describe('coupons', () => {
  it('have unique codes, valid kinds and values, and descriptions in both languages', () => {
    expect(new Set(COUPONS.map((c) => c.code.toUpperCase())).size).toBe(COUPONS.length);
    for (const c of COUPONS) {
      expect(COUPON_KINDS).toContain(c.kind);
      if (c.kind === 'percent') expect(c.value >= 1 && c.value <= 100).toBe(true);
      if (c.kind === 'fixed') expect(isPositiveInteger(c.value)).toBe(true);
      if (c.kind === 'free_shipping') expect(c.value).toBe(0);
      for (const limit of [c.maxDiscountCents, c.usageLimit, c.perMemberLimit])
        expect(isPositiveInteger(limit)).toBe(true);
      expect(Number.isSafeInteger(c.minSubtotalCents)).toBe(true);
      expect(c.descriptionEn && c.descriptionZh).toBeTruthy();
    }
  });
});

describe('demo member ledger', () => {
  it('never goes below zero and ends at 5,800 Beans and 120 credit', () => {
    const balance = new Map<number, number>();
    const byAge = [...DEMO_LEDGER].sort((a, b) => b.daysAgo - a.daysAgo);
    expect(byAge).toEqual(DEMO_LEDGER);
    for (const row of DEMO_LEDGER) {
      expect(Number.isSafeInteger(row.amount) && row.amount !== 0).toBe(true);
      expect(row.descriptionEn && row.descriptionZh).toBeTruthy();
      const next = (balance.get(row.pointTypeId) ?? 0) + row.amount;
      expect(next).toBeGreaterThanOrEqual(0);
      balance.set(row.pointTypeId, next);
    }
    expect(balance.get(POINT_TYPE.beans)).toBe(5_800);
    expect(balance.get(POINT_TYPE.credit)).toBe(120);
  });
});

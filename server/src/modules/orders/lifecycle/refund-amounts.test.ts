import { describe, expect, it } from 'vitest';
import { type RefundBasis, type RefundLineUnits, refundDue, returnedSoFar } from './refund-amounts.ts';

// Two bags at HK$100 and one at HK$50, a HK$25 coupon, HK$30 shipping, 40 credit points (HK$40).
const basis: RefundBasis = {
  subtotalCents: 25_000,
  discountCents: 2_500,
  totalCents: 25_500,
  cashCents: 21_500,
  creditPoints: 40,
};
const lines = (bags: number, small: number): RefundLineUnits[] => [
  { unitPriceCents: 10_000, quantity: 2, refundedQuantity: bags },
  { unitPriceCents: 5_000, quantity: 1, refundedQuantity: small },
  { unitPriceCents: 0, quantity: 1, refundedQuantity: bags === 2 && small === 1 ? 1 : 0 },
];
const none = { cashCents: 0, creditPoints: 0 };

describe('refund amounts', () => {
  it('pays back a line its share after the coupon, split between cash and credit as paid', () => {
    // HK$100 of HK$250 goods after a 10% coupon is HK$90 of the HK$255 total: 90/255 of each part.
    expect(refundDue(basis, lines(1, 0), none)).toEqual({ cashCents: 7_588, creditPoints: 14 });
  });

  it('returns everything, shipping included, with the last unit', () => {
    expect(refundDue(basis, lines(2, 1), none)).toEqual({ cashCents: 21_500, creditPoints: 40 });
  });

  it('never pays back more than was paid, however the refunds are split', () => {
    let before = none;
    const steps = [lines(1, 0), lines(1, 1), lines(2, 1)];
    const paidBack = { cashCents: 0, creditPoints: 0 };
    for (const step of steps) {
      const due = refundDue(basis, step, before);
      paidBack.cashCents += due.cashCents;
      paidBack.creditPoints += due.creditPoints;
      before = { ...paidBack };
      expect(paidBack.cashCents).toBeLessThanOrEqual(basis.cashCents);
      expect(paidBack.creditPoints).toBeLessThanOrEqual(basis.creditPoints);
    }
    expect(paidBack).toEqual({ cashCents: 21_500, creditPoints: 40 });
  });

  it('rounds each running total down, in the shop’s favour until the last unit', () => {
    const third: RefundBasis = {
      subtotalCents: 300,
      discountCents: 0,
      totalCents: 300,
      cashCents: 200,
      creditPoints: 1,
    };
    expect(returnedSoFar(third, 100, false)).toEqual({ cashCents: 66, creditPoints: 0 });
    expect(returnedSoFar(third, 200, false)).toEqual({ cashCents: 133, creditPoints: 0 });
    expect(returnedSoFar(third, 300, true)).toEqual({ cashCents: 200, creditPoints: 1 });
  });

  it('stays exact on amounts whose product passes 2^53', () => {
    const big: RefundBasis = {
      subtotalCents: 900_000_000,
      discountCents: 0,
      totalCents: 900_000_000,
      cashCents: 900_000_000,
      creditPoints: 0,
    };
    expect(returnedSoFar(big, 300_000_001, false).cashCents).toBe(300_000_001);
  });

  it('has nothing to pay back on an order that cost nothing', () => {
    const free: RefundBasis = {
      subtotalCents: 0,
      discountCents: 0,
      totalCents: 0,
      cashCents: 0,
      creditPoints: 0,
    };
    expect(returnedSoFar(free, 0, false)).toEqual(none);
  });
});

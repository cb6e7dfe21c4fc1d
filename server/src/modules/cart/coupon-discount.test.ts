import { cents } from '@shop/contract/money';
import { describe, expect, it } from 'vitest';
import { type CouponContext, type CouponTerms, couponOutcome } from './coupon-discount.ts';

const now = new Date('2026-11-22T04:00:00Z');
const terms: CouponTerms = {
  kind: 'percent',
  value: 10,
  maxDiscountCents: null,
  minSubtotalCents: 0,
  startsAt: null,
  endsAt: null,
  usageLimit: null,
  perMemberLimit: null,
  active: true,
  assignedOnly: false,
};
const ctx: CouponContext = {
  now,
  subtotal: cents(40_000),
  eligibleSubtotal: cents(40_000),
  usesTotal: 0,
  usesByMember: 0,
  assignedToMember: false,
};

describe('coupon discount', () => {
  it('takes a percent of the eligible subtotal, rounded to the cent, up to its cap', () => {
    expect(couponOutcome(terms, { ...ctx, eligibleSubtotal: cents(12_345) })).toEqual({
      ok: true,
      discount: 1_235,
      freeShipping: false,
    });
    expect(couponOutcome({ ...terms, maxDiscountCents: 3_000 }, ctx)).toMatchObject({ discount: 3_000 });
  });

  it('takes a fixed amount, never more than the eligible subtotal', () => {
    expect(couponOutcome({ ...terms, kind: 'fixed', value: 5_000 }, ctx)).toMatchObject({ discount: 5_000 });
    expect(
      couponOutcome({ ...terms, kind: 'fixed', value: 5_000 }, { ...ctx, eligibleSubtotal: cents(3_000) }),
    ).toMatchObject({ discount: 3_000 });
  });

  it('waives shipping for a free-shipping coupon without a money discount', () => {
    expect(couponOutcome({ ...terms, kind: 'free_shipping', value: 0 }, ctx)).toEqual({
      ok: true,
      discount: 0,
      freeShipping: true,
    });
  });

  it('runs from its start to its end', () => {
    expect(couponOutcome({ ...terms, startsAt: new Date('2026-12-01T00:00:00Z') }, ctx)).toMatchObject({
      reason: 'not_started',
    });
    expect(couponOutcome({ ...terms, endsAt: now }, ctx)).toMatchObject({ reason: 'expired' });
    expect(couponOutcome({ ...terms, active: false }, ctx)).toMatchObject({ reason: 'inactive' });
  });

  it('gives an assigned-only coupon only to members it is assigned to, after the withdrawn check', () => {
    const mine = { ...terms, assignedOnly: true };
    expect(couponOutcome(mine, ctx)).toMatchObject({ ok: false, reason: 'not_assigned' });
    expect(couponOutcome(mine, { ...ctx, assignedToMember: true })).toMatchObject({
      ok: true,
      discount: 4_000,
    });
    expect(couponOutcome({ ...mine, active: false }, ctx)).toMatchObject({ reason: 'inactive' });
    expect(couponOutcome(mine, { ...ctx, now: new Date('2030-01-01T00:00:00Z') })).toMatchObject({
      reason: 'not_assigned',
    });
    expect(couponOutcome(terms, ctx)).toMatchObject({ ok: true });
  });

  it('says how much more to spend when the subtotal is below the minimum', () => {
    expect(couponOutcome({ ...terms, minSubtotalCents: 50_000 }, ctx)).toEqual({
      ok: false,
      reason: 'min_subtotal',
      shortBy: 10_000,
    });
  });

  it('refuses once the total or the member limit is reached', () => {
    expect(couponOutcome({ ...terms, usageLimit: 3 }, { ...ctx, usesTotal: 3 })).toMatchObject({
      reason: 'used_up',
    });
    expect(couponOutcome({ ...terms, usageLimit: 3 }, { ...ctx, usesTotal: 2 })).toMatchObject({ ok: true });
    expect(couponOutcome({ ...terms, perMemberLimit: 1 }, { ...ctx, usesByMember: 1 })).toMatchObject({
      reason: 'member_used_up',
    });
  });

  it('refuses a category coupon when no line is in its category', () => {
    expect(couponOutcome(terms, { ...ctx, eligibleSubtotal: cents(0) })).toMatchObject({
      reason: 'no_eligible_items',
    });
  });
});

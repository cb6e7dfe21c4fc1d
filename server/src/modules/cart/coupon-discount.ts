import { type Cents, cents } from '@shop/contract/money';
import type { COUPON_KINDS } from './coupons.tables.ts';

export interface CouponTerms {
  kind: (typeof COUPON_KINDS)[number];
  /** Percent for `percent`, cents for `fixed`. */
  value: number;
  maxDiscountCents: number | null;
  minSubtotalCents: number;
  startsAt: Date | null;
  endsAt: Date | null;
  usageLimit: number | null;
  perMemberLimit: number | null;
  active: boolean;
  /** Only members it is assigned to may use it. */
  assignedOnly: boolean;
}

export interface CouponContext {
  now: Date;
  subtotal: Cents;
  /** The part of the subtotal the coupon may discount: all of it, or its category's lines. */
  eligibleSubtotal: Cents;
  usesTotal: number;
  usesByMember: number;
  /** Whether the coupon is assigned to this member (matters only for an assigned-only coupon). */
  assignedToMember: boolean;
}

export type CouponRefusal =
  | 'inactive'
  | 'not_assigned'
  | 'not_started'
  | 'expired'
  | 'used_up'
  | 'member_used_up'
  | 'min_subtotal'
  | 'no_eligible_items';

export type CouponOutcome =
  | { ok: true; discount: Cents; freeShipping: boolean }
  | { ok: false; reason: CouponRefusal; shortBy: Cents };

const refuse = (reason: CouponRefusal, shortBy = 0): CouponOutcome => ({
  ok: false,
  reason,
  shortBy: cents(shortBy),
});

/** Whether the coupon may be used now, and what it takes off. The order of checks is the order a shopper can fix them. */
export function couponOutcome(terms: CouponTerms, ctx: CouponContext): CouponOutcome {
  if (!terms.active) return refuse('inactive');
  if (terms.assignedOnly && !ctx.assignedToMember) return refuse('not_assigned');
  if (terms.startsAt && ctx.now < terms.startsAt) return refuse('not_started');
  if (terms.endsAt && ctx.now >= terms.endsAt) return refuse('expired');
  if (terms.usageLimit !== null && ctx.usesTotal >= terms.usageLimit) return refuse('used_up');
  if (terms.perMemberLimit !== null && ctx.usesByMember >= terms.perMemberLimit)
    return refuse('member_used_up');
  if (ctx.subtotal < terms.minSubtotalCents)
    return refuse('min_subtotal', terms.minSubtotalCents - ctx.subtotal);
  if (ctx.eligibleSubtotal <= 0) return refuse('no_eligible_items');
  if (terms.kind === 'free_shipping') return { ok: true, discount: cents(0), freeShipping: true };
  const raw = terms.kind === 'percent' ? Math.round((ctx.eligibleSubtotal * terms.value) / 100) : terms.value;
  const capped = Math.min(raw, terms.maxDiscountCents ?? raw, ctx.eligibleSubtotal);
  return { ok: true, discount: cents(capped), freeShipping: false };
}

import { describe, expect, it } from 'vitest';
import { type CouponRow, couponDraft, couponInputOf } from './coupon-draft.ts';

const row: CouponRow = {
  id: 4,
  code: 'TYPHOON8',
  kind: 'fixed',
  value: 30.5,
  max_discount: null,
  min_subtotal: 200,
  starts_at: '2026-11-23T16:00:00.000Z',
  ends_at: null,
  usage_limit: null,
  per_member_limit: 1,
  category_id: null,
  description_en: 'Typhoon treat',
  description_zh: '颱風優惠',
  active: true,
  assigned_only: true,
  assigned_members: 2,
  times_used: 3,
  discount_given: 91.5,
};

describe('coupon draft', () => {
  it('shows a start instant as its Hong Kong day and sends it back as Hong Kong midnight', () => {
    const draft = couponDraft(row);
    expect(draft.starts_on).toBe('2026-11-24');
    expect(couponInputOf(draft).starts_at).toBe('2026-11-24T00:00:00+08:00');
  });

  it('sends blank limits as no limit and keeps the ones given', () => {
    const input = couponInputOf(couponDraft(row));
    expect(input).toMatchObject({
      usage_limit: null,
      per_member_limit: 1,
      max_discount: null,
      ends_at: null,
      value: 30.5,
    });
  });

  it('keeps a coupon given to chosen members only when saved back, and a new coupon is for everyone', () => {
    expect(couponInputOf(couponDraft(row)).assigned_only).toBe(true);
    expect(couponInputOf(couponDraft()).assigned_only).toBe(false);
  });

  it('sends no value for free shipping whatever was typed', () => {
    expect(couponInputOf({ ...couponDraft(), kind: 'free_shipping', value: '12' }).value).toBe(0);
  });
});

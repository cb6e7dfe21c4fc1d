import { describe, expect, it } from 'vitest';
import { voucherStatus } from './vouchers.repo.ts';

const now = new Date('2026-11-22T04:00:00Z');
const open = { endsAt: null, usageLimit: null, perMemberLimit: null };

describe('voucher status', () => {
  it('is active while the coupon can still be used by this member', () => {
    expect(voucherStatus({ ...open, perMemberLimit: 2 }, { total: 10, mine: 1 }, now)).toBe('active');
  });
  it('is used once the member has no uses left', () => {
    expect(voucherStatus({ ...open, perMemberLimit: 1 }, { total: 1, mine: 1 }, now)).toBe('used');
  });
  it('is expired once the coupon ended or was fully redeemed', () => {
    expect(voucherStatus({ ...open, endsAt: now }, { total: 0, mine: 0 }, now)).toBe('expired');
    expect(voucherStatus({ ...open, usageLimit: 5, perMemberLimit: 1 }, { total: 5, mine: 1 }, now)).toBe(
      'expired',
    );
  });
});

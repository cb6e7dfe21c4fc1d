import { cents, toWire } from '@shop/contract/money';
import type { Voucher, VoucherStatus } from '@shop/contract/orders/orders.calls';
import { and, asc, eq, exists, isNull, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { couponUseCounts } from '../orders/index.ts';
import { couponAssignments, coupons } from './coupons.tables.ts';

type CouponRow = typeof coupons.$inferSelect;

/**
 * What a coupon is to one member: `expired` once it ended or was fully redeemed, `used` once they
 * have used it as often as it allows them, else `active`.
 */
export function voucherStatus(
  coupon: Pick<CouponRow, 'endsAt' | 'usageLimit' | 'perMemberLimit'>,
  uses: { total: number; mine: number },
  now: Date,
): Exclude<VoucherStatus, 'all'> {
  if (
    (coupon.endsAt && coupon.endsAt <= now) ||
    (coupon.usageLimit !== null && uses.total >= coupon.usageLimit)
  )
    return 'expired';
  if (coupon.perMemberLimit !== null && uses.mine >= coupon.perMemberLimit) return 'used';
  return 'active';
}

/**
 * member_voucher_get: the shop's live coupons (started, not withdrawn) as this member sees them. An
 * assigned-only coupon is listed only to the members staff gave it to.
 */
export async function memberVouchers(
  db: Db,
  memberId: number,
  status: VoucherStatus,
  now: Date,
): Promise<Voucher[]> {
  const live = await db
    .select()
    .from(coupons)
    .where(
      and(
        eq(coupons.active, true),
        or(isNull(coupons.startsAt), lte(coupons.startsAt, now)),
        or(
          eq(coupons.assignedOnly, false),
          exists(
            db
              .select({ one: sql`1` })
              .from(couponAssignments)
              .where(
                and(eq(couponAssignments.couponId, coupons.id), eq(couponAssignments.memberId, memberId)),
              ),
          ),
        ),
      ),
    )
    .orderBy(asc(coupons.id));
  const uses = await couponUseCounts(db, live, memberId);
  const vouchers = live.map((c): Voucher => {
    const { total, mine } = uses.get(c.id) ?? { total: 0, mine: 0 };
    return {
      id: c.id,
      code: c.code,
      kind: c.kind,
      value: c.kind === 'fixed' ? toWire(cents(c.value)) : c.value,
      max_discount: c.maxDiscountCents === null ? null : toWire(cents(c.maxDiscountCents)),
      min_subtotal: toWire(cents(c.minSubtotalCents)),
      description_en: c.descriptionEn,
      description_zh: c.descriptionZh,
      starts_at: c.startsAt?.toISOString() ?? null,
      ends_at: c.endsAt?.toISOString() ?? null,
      status: voucherStatus(c, { total, mine }, now),
      times_used: mine,
      uses_left: c.perMemberLimit === null ? null : Math.max(0, c.perMemberLimit - mine),
    };
  });
  return status === 'all' ? vouchers : vouchers.filter((v) => v.status === status);
}

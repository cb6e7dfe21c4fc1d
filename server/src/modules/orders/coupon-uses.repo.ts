import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { couponUses } from './orders.tables.ts';

export interface CouponUseCount {
  /**
   * Uses in all, counted only as far as the coupon's limit (none for a coupon without one): all that
   * is asked of it is whether the limit is reached, and a coupon used tens of thousands of times
   * must not cost a count of all its uses on every voucher list and cart.
   */
  total: number;
  mine: number;
}

/** A coupon as its uses are counted: its id and its limit of uses in all (null: unlimited). */
export interface CountedCoupon {
  id: number;
  usageLimit: number | null;
}

/** How often each coupon has been used, in all (up to its limit) and by this member. */
export async function couponUseCounts(
  db: Db,
  coupons: readonly CountedCoupon[],
  memberId: number,
): Promise<Map<number, CouponUseCount>> {
  if (coupons.length === 0) return new Map();
  const counted = sql.join(
    coupons.map((c) => sql`(${c.id}::int, ${c.usageLimit ?? 0}::int)`),
    sql`, `,
  );
  const { rows } = (await db.execute(sql`
    SELECT c.id,
           (SELECT count(*)::int FROM ${couponUses} u WHERE u.coupon_id = c.id AND u.member_id = ${memberId}) AS mine,
           (SELECT count(*)::int FROM (SELECT 1 FROM ${couponUses} u WHERE u.coupon_id = c.id
             -- In the index's order, so the count walks coupon_uses_coupon_member only up to the limit.
             ORDER BY u.coupon_id, u.member_id LIMIT c.cap) AS capped) AS total
    FROM (VALUES ${counted}) AS c(id, cap)`)) as unknown as {
    rows: { id: number; mine: number; total: number }[];
  };
  return new Map(
    rows.map(({ id, total, mine }) => [Number(id), { total: Number(total), mine: Number(mine) }]),
  );
}

/** The count of one coupon's uses (zero when it was never used). */
export async function couponUseCount(
  db: Db,
  coupon: CountedCoupon,
  memberId: number,
): Promise<CouponUseCount> {
  return (await couponUseCounts(db, [coupon], memberId)).get(coupon.id) ?? { total: 0, mine: 0 };
}

import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { couponUses } from './orders.tables.ts';

export interface CouponUseCount {
  /** Uses on orders that still count (a cancelled or fully refunded order frees its use). */
  total: number;
  mine: number;
}

/** How often each coupon has been used, in all and by this member; a coupon never used is absent. */
export async function couponUseCounts(
  db: Db,
  couponIds: number[],
  memberId: number,
): Promise<Map<number, CouponUseCount>> {
  if (couponIds.length === 0) return new Map();
  const rows = await db
    .select({
      couponId: couponUses.couponId,
      total: sql<number>`count(*)::int`,
      mine: sql<number>`count(*) FILTER (WHERE ${couponUses.memberId} = ${memberId})::int`,
    })
    .from(couponUses)
    .where(inArray(couponUses.couponId, couponIds))
    .groupBy(couponUses.couponId);
  return new Map(rows.map(({ couponId, total, mine }) => [couponId, { total, mine }]));
}

/** The count of one coupon's uses (zero when it was never used). */
export async function couponUseCount(db: Db, couponId: number, memberId: number): Promise<CouponUseCount> {
  return (await couponUseCounts(db, [couponId], memberId)).get(couponId) ?? { total: 0, mine: 0 };
}

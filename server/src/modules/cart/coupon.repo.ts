import { formatHkd } from '@shop/contract/money';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { ApiError } from '../../http/api-error.ts';
import type { CouponOutcome } from './coupon-discount.ts';
import { couponAssignments, coupons } from './coupons.tables.ts';

export type CouponRow = typeof coupons.$inferSelect;

/** Codes are matched without regard to case, as shoppers type them. */
export async function findCouponByCode(db: Db, code: string): Promise<CouponRow | undefined> {
  const [row] = await db
    .select()
    .from(coupons)
    .where(eq(sql`upper(${coupons.code})`, code.trim().toUpperCase()));
  return row;
}

export async function findCoupon(db: Db, id: number, lock = false): Promise<CouponRow | undefined> {
  const query = db.select().from(coupons).where(eq(coupons.id, id));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

/** Whether staff gave this coupon to this member (what an assigned-only coupon asks). */
export async function isCouponAssigned(db: Db, couponId: number, memberId: number): Promise<boolean> {
  const [row] = await db
    .select({ couponId: couponAssignments.couponId })
    .from(couponAssignments)
    .where(and(eq(couponAssignments.couponId, couponId), eq(couponAssignments.memberId, memberId)));
  return row !== undefined;
}

/** The refusal as the shopper should read it: what is wrong and, where they can fix it, how. */
export function couponRefused(coupon: CouponRow, outcome: Extract<CouponOutcome, { ok: false }>): ApiError {
  const code = coupon.code;
  switch (outcome.reason) {
    case 'inactive':
      return new ApiError('COUPON_INVALID', {
        en: `The coupon ${code} is not valid.`,
        zh: `優惠碼 ${code} 無效。`,
      });
    case 'not_assigned':
      return new ApiError('COUPON_NOT_APPLICABLE', {
        en: `The coupon ${code} is not available for your account.`,
        zh: `優惠碼 ${code} 不適用於你的帳戶。`,
      });
    case 'not_started':
      return new ApiError('COUPON_INVALID', {
        en: `The coupon ${code} cannot be used yet.`,
        zh: `優惠碼 ${code} 尚未生效。`,
      });
    case 'expired':
      return new ApiError('COUPON_INVALID', {
        en: `The coupon ${code} has expired.`,
        zh: `優惠碼 ${code} 已過期。`,
      });
    case 'used_up':
      return new ApiError('COUPON_NOT_APPLICABLE', {
        en: `The coupon ${code} has been fully redeemed.`,
        zh: `優惠碼 ${code} 已全部換完。`,
      });
    case 'member_used_up':
      return new ApiError('COUPON_NOT_APPLICABLE', {
        en: `You have already used the coupon ${code} as many times as it allows.`,
        zh: `你已用盡優惠碼 ${code} 的使用次數。`,
      });
    case 'min_subtotal':
      return new ApiError('COUPON_NOT_APPLICABLE', {
        en: `The coupon ${code} needs a subtotal of ${formatHkd(coupon.minSubtotalCents)}: add ${formatHkd(outcome.shortBy)} more.`,
        zh: `優惠碼 ${code} 需消費滿${formatHkd(coupon.minSubtotalCents)}，尚差${formatHkd(outcome.shortBy)}。`,
      });
    case 'no_eligible_items':
      return new ApiError('COUPON_NOT_APPLICABLE', {
        en: `The coupon ${code} applies to items that are not in your cart.`,
        zh: `優惠碼 ${code} 只適用於購物車以外的貨品。`,
      });
  }
}

/** Echoes the code as the shopper typed it, never as stored, so its letters' case gives nothing away. */
export function unknownCoupon(typed: string): ApiError {
  const code = typed.trim();
  return new ApiError('COUPON_INVALID', {
    en: `The coupon code ${code} is not valid.`,
    zh: `優惠碼 ${code} 無效。`,
  });
}

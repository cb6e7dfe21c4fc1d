import type { Cents } from '@shop/contract/money';
import type { Db } from '../../db/database.ts';
import { ApiError } from '../../http/api-error.ts';
import type { PricedLine } from '../cart/cart-pricing.ts';
import { couponRefused, findCoupon } from '../cart/coupon.repo.ts';
import type { AppliedCoupon } from '../cart/coupon-pricing.ts';
import { evaluateCoupon } from '../cart/coupon-pricing.ts';
import { POINT_TYPE, pointLedger } from '../points/points.tables.ts';

const CHECK_VIOLATION = '23514';

function sqlStateOf(error: unknown): unknown {
  const e = error as { code?: unknown; cause?: { code?: unknown } } | null;
  return e?.code ?? e?.cause?.code;
}

/**
 * Re-checks the coupon's limits while holding its row lock: concurrent orders with one coupon take
 * turns here, and each counts the uses the ones before it committed.
 */
export async function recheckCoupon(
  tx: Db,
  applied: AppliedCoupon,
  check: { memberId: number; lines: PricedLine[]; subtotal: Cents; now: Date },
): Promise<void> {
  const coupon = await findCoupon(tx, applied.row.id, true);
  if (!coupon) throw new ApiError('COUPON_INVALID');
  const outcome = await evaluateCoupon(tx, { ...check, coupon, lines: check.lines.filter((l) => !l.isGift) });
  if (!outcome.ok) throw couponRefused(coupon, outcome);
}

/**
 * Burns the credit as a negative ledger row. The ledger trigger moves the balance under its row lock
 * and the balance CHECK refuses an overdraft, so the balance is checked by the database at this moment,
 * whatever the cart showed earlier.
 */
export async function burnCredit(
  tx: Db,
  burn: { memberId: number; points: number; orderNumber: string },
): Promise<void> {
  try {
    await tx.insert(pointLedger).values({
      memberId: burn.memberId,
      pointTypeId: POINT_TYPE.credit,
      amount: -burn.points,
      balanceAfter: 0,
      reason: 'order_payment',
      reference: burn.orderNumber,
      descriptionEn: `Credit used on order ${burn.orderNumber}`,
      descriptionZh: `訂單 ${burn.orderNumber} 使用購物額`,
    });
  } catch (error) {
    if (sqlStateOf(error) !== CHECK_VIOLATION) throw error;
    throw creditShort(burn.points);
  }
}

/** The balance no longer covers the credit applied to the cart; the shopper re-applies what they have. */
export function creditShort(points: number): ApiError {
  return new ApiError('INSUFFICIENT_CREDIT', {
    en: `Your credit balance is now below the ${points} credit applied to this cart. Please apply it again.`,
    zh: `你的購物額餘額已少於此購物車使用的${points}購物額，請重新使用。`,
  });
}

import { type Cents, cents } from '@shop/contract/money';
import type { Db } from '../../db/database.ts';
import { ApiError } from '../../http/api-error.ts';
import { productsInCategoryTree } from '../catalog/index.ts';
import { couponUseCount } from '../orders/index.ts';
import { type CartMessage, cartMessages } from './cart-messages.ts';
import { subtotalOf } from './cart-totals.ts';
import { type CouponRow, couponRefused, findCoupon, isCouponAssigned } from './coupon.repo.ts';
import { type CouponOutcome, couponOutcome } from './coupon-discount.ts';

export interface AppliedCoupon {
  row: CouponRow;
  discount: Cents;
  freeShipping: boolean;
}

interface PaidLine {
  product: { id: number; creditPackId: number | null };
  unitCents: Cents;
  quantity: number;
}

export interface CouponCheck {
  coupon: CouponRow;
  memberId: number;
  lines: readonly PaidLine[];
  subtotal: Cents;
  now: Date;
}

/**
 * The coupon's verdict on this cart, with its usage counted now (under the coupon's lock when the
 * caller holds it). Cash credit packs are not goods: they neither count towards nor get a discount.
 */
export async function evaluateCoupon(
  db: Db,
  { coupon, memberId, lines: paid, subtotal: paidSubtotal, now }: CouponCheck,
): Promise<CouponOutcome> {
  const lines = paid.filter((l) => l.product.creditPackId === null);
  const subtotal = cents(paidSubtotal - subtotalOf(paid.filter((l) => l.product.creditPackId !== null)));
  const eligible = coupon.categoryId
    ? await productsInCategoryTree(
        db,
        coupon.categoryId,
        lines.map((l) => l.product.id),
      ).then((inScope) => subtotalOf(lines.filter((l) => inScope.has(l.product.id))))
    : subtotal;
  const uses = await couponUseCount(db, coupon, memberId);
  const assignedToMember = coupon.assignedOnly ? await isCouponAssigned(db, coupon.id, memberId) : false;
  return couponOutcome(coupon, {
    now,
    subtotal,
    eligibleSubtotal: cents(eligible),
    usesTotal: uses.total,
    usesByMember: uses.mine,
    assignedToMember,
  });
}

/** Refusals the cart's own contents can fix: the coupon waits attached instead of blocking checkout. */
const WAITING: ReadonlySet<string> = new Set(['min_subtotal', 'no_eligible_items']);

export interface CouponPart {
  code: string;
  applied: AppliedCoupon | null;
  message?: CartMessage;
  /** Why an order cannot be placed with this coupon attached (it ended, or its uses ran out). */
  blocked?: ApiError;
}

/**
 * The attached coupon's part of a cart. A coupon that stops applying stays attached with no discount
 * and a message, so it comes back by itself once, say, the subtotal is high enough again.
 */
export async function priceCoupon(
  db: Db,
  input: Omit<CouponCheck, 'coupon'> & { couponId: number },
): Promise<CouponPart> {
  const coupon = await findCoupon(db, input.couponId);
  if (!coupon) return { code: '', applied: null };
  const outcome = await evaluateCoupon(db, { ...input, coupon });
  if (outcome.ok)
    return {
      code: coupon.code,
      applied: { row: coupon, discount: outcome.discount, freeShipping: outcome.freeShipping },
    };
  if (outcome.reason === 'min_subtotal')
    return {
      code: coupon.code,
      applied: null,
      message: cartMessages.couponWaiting(coupon.code, outcome.shortBy),
    };
  const message = cartMessages.couponIdle(coupon.code);
  return {
    code: coupon.code,
    applied: null,
    message,
    ...(WAITING.has(outcome.reason) ? {} : { blocked: couponRefused(coupon, outcome) }),
  };
}

/**
 * Re-checks an order's coupon limits while holding the coupon's row lock: concurrent orders with one
 * coupon take turns here, and each counts the uses the ones before it committed.
 */
export async function recheckCoupon(
  tx: Db,
  applied: AppliedCoupon,
  check: { memberId: number; lines: readonly (PaidLine & { isGift: boolean })[]; subtotal: Cents; now: Date },
): Promise<void> {
  const coupon = await findCoupon(tx, applied.row.id, true);
  if (!coupon) throw new ApiError('COUPON_INVALID');
  const outcome = await evaluateCoupon(tx, { ...check, coupon, lines: check.lines.filter((l) => !l.isGift) });
  if (!outcome.ok) throw couponRefused(coupon, outcome);
}

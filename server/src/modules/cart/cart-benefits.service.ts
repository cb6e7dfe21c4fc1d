import { cents } from '@shop/contract/money';
import { formatCreditCents } from '@shop/contract/shop-money';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { ApiError } from '../../http/api-error.ts';
import { creditState } from '../points/index.ts';
import { carts } from './cart.tables.ts';
import type { CartRequest } from './cart-identity.ts';
import type { CartRow } from './cart-pricing.ts';
import { maxCreditPoints } from './cart-totals.ts';
import { runCart } from './cart-transaction.ts';
import { couponRefused, findCouponByCode, unknownCoupon } from './coupon.repo.ts';
import { withinCouponLimits } from './coupon-attempts.ts';
import type { CouponRefusal } from './coupon-discount.ts';
import { evaluateCoupon } from './coupon-pricing.ts';

/** Coupons and credit are for members: the contract marks these calls `member`, so memberId is set. */
type MemberCartRequest = CartRequest & { memberId: number };

async function setBenefits(
  tx: Db,
  cartId: number,
  set: { couponId?: number | null; creditPoints?: number },
): Promise<CartRow> {
  const [row] = await tx
    .update(carts)
    .set({ ...set, updatedAt: new Date() })
    .where(eq(carts.id, cartId))
    .returning();
  return row!;
}

/**
 * Refusals that would tell a guesser a code exists: a code switched off or given to someone else
 * answers exactly as a code that was never made.
 */
const LOOKS_UNKNOWN: ReadonlySet<CouponRefusal> = new Set(['inactive', 'not_assigned']);

/** One coupon per cart: applying a code replaces the one before. Attempts are rate limited. */
export const applyCoupon = (db: Db, request: MemberCartRequest, code: string) =>
  withinCouponLimits(db, request, () =>
    runCart(db, request, async ({ tx, cart, now, price }) => {
      const coupon = await findCouponByCode(tx, code);
      if (!coupon) throw unknownCoupon(code);
      const { subtotal, lines: priced } = await price();
      const paid = priced.filter((l) => !l.isGift);
      const outcome = await evaluateCoupon(tx, {
        coupon,
        memberId: request.memberId,
        lines: paid,
        subtotal,
        now,
      });
      if (!outcome.ok)
        throw LOOKS_UNKNOWN.has(outcome.reason) ? unknownCoupon(code) : couponRefused(coupon, outcome);
      return setBenefits(tx, cart.id, { couponId: coupon.id });
    }),
  );

export const removeCoupon = (db: Db, request: MemberCartRequest) =>
  runCart(db, request, ({ tx, cart }) => setBenefits(tx, cart.id, { couponId: null }));

/** Amount ≤ balance and ≤ what is payable; the order re-checks the balance when it burns the credit. */
export const applyCredit = (db: Db, request: MemberCartRequest, points: number) =>
  runCart(db, request, async ({ tx, cart, price }) => {
    const { balance, rateCents } = await creditState(tx, request.memberId);
    const worth = (credit: number) => formatCreditCents(credit * rateCents);
    if (points > balance) {
      throw new ApiError('INSUFFICIENT_CREDIT', {
        en: `You have ${worth(balance)} credit; you asked to use ${worth(points)}.`,
        zh: `你只有${worth(balance)}購物額，不足以使用${worth(points)}。`,
      });
    }
    const withoutCredit = await price({ ...cart, creditPoints: 0 });
    const most = maxCreditPoints(cents(withoutCredit.total - withoutCredit.creditPacks), rateCents);
    if (points > most) {
      throw new ApiError('CREDIT_ABOVE_TOTAL', {
        en: `At most ${worth(most)} credit can be used on this cart.`,
        zh: `此購物車最多可使用${worth(most)}購物額。`,
      });
    }
    return setBenefits(tx, cart.id, { creditPoints: points });
  });

export const removeCredit = (db: Db, request: MemberCartRequest) =>
  runCart(db, request, ({ tx, cart }) => setBenefits(tx, cart.id, { creditPoints: 0 }));

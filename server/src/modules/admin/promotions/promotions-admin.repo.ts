import type { Db } from '../../../db/database.ts';
import { readCouponsWithUse, readGiftRulesWithSku } from '../../cart/index.ts';
import { listCreditOffers } from '../../points/index.ts';
import { couponToWire, giftRuleToWire } from './promotions.wire.ts';

/** Coupons with how many members they are given to, how often they were used and the discount they gave; one coupon when `id` is set. */
export async function couponRows(db: Db, id?: number) {
  const rows = await readCouponsWithUse(db, id);
  return rows.map(({ coupon, times, discountCents, assigned }) =>
    couponToWire(coupon, { times, discountCents, assigned }),
  );
}

export async function giftRuleRows(db: Db, id?: number) {
  const rows = await readGiftRulesWithSku(db, id);
  return rows.map(({ rule, sku }) => giftRuleToWire(rule, sku));
}

export async function readPromotions(db: Db) {
  const [couponList, giftRules, creditOffers] = await Promise.all([
    couponRows(db),
    giftRuleRows(db),
    listCreditOffers(db),
  ]);
  return { coupons: couponList, gift_rules: giftRules, ...creditOffers };
}

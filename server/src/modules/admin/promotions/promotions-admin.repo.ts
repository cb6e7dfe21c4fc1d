import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/database.ts';
import { freeGiftRules } from '../../cart/cart.tables.ts';
import { couponAssignments, coupons } from '../../cart/coupons.tables.ts';
import { variants } from '../../catalog/catalog.tables.ts';
import { couponUses } from '../../orders/orders.tables.ts';
import { listCreditOffers } from '../../points/index.ts';
import { couponToWire, giftRuleToWire } from './promotions.wire.ts';

/** Coupons with how many members they are given to, how often they were used and the discount they gave; one coupon when `id` is set. */
export async function couponRows(db: Db, id?: number) {
  const rows = await db
    .select({
      coupon: coupons,
      times: sql<number>`count(${couponUses.id})::int`,
      discountCents: sql<number>`coalesce(sum(${couponUses.discountCents}), 0)::int`,
      assigned: sql<number>`(SELECT count(*) FROM ${couponAssignments} WHERE ${couponAssignments.couponId} = ${coupons.id})::int`,
    })
    .from(coupons)
    .leftJoin(couponUses, eq(couponUses.couponId, coupons.id))
    .where(id === undefined ? undefined : eq(coupons.id, id))
    .groupBy(coupons.id)
    .orderBy(asc(coupons.id));
  return rows.map(({ coupon, times, discountCents, assigned }) =>
    couponToWire(coupon, { times, discountCents, assigned }),
  );
}

export async function giftRuleRows(db: Db, id?: number) {
  const rows = await db
    .select({ rule: freeGiftRules, sku: variants.sku })
    .from(freeGiftRules)
    .innerJoin(variants, eq(variants.id, freeGiftRules.giftVariantId))
    .where(id === undefined ? undefined : eq(freeGiftRules.id, id))
    .orderBy(asc(freeGiftRules.minSubtotalCents), asc(freeGiftRules.id));
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

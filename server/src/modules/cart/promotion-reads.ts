import { asc, eq, sql } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/database.ts';
import { eqWhenGiven } from '../../db/filters.ts';
import { variantRows } from '../catalog/index.ts';
import { couponUseTotals } from '../orders/index.ts';
import { freeGiftRules } from './cart.tables.ts';
import { couponAssignments, coupons } from './coupons.tables.ts';

/** The coupons and free-gift rules as the console lists them (the admin domain words them for the wire). */

export type CouponRow = typeof coupons.$inferSelect;
export type GiftRuleRow = typeof freeGiftRules.$inferSelect;

/** Coupons with how many members they are given to, how often they were used and the discount they gave; one coupon when `id` is set. */
export function readCouponsWithUse(db: Db, id?: number) {
  return db
    .select({
      coupon: coupons,
      times: sql<number>`coalesce(${couponUseTotals.times}, 0)::int`,
      discountCents: sql<number>`coalesce(${couponUseTotals.discountCents}, 0)::int`,
      assigned: sql<number>`(SELECT count(*) FROM ${couponAssignments} WHERE ${couponAssignments.couponId} = ${coupons.id})::int`,
    })
    .from(coupons)
    .leftJoin(couponUseTotals, eq(couponUseTotals.couponId, coupons.id))
    .where(eqWhenGiven(coupons.id, id))
    .orderBy(asc(coupons.id));
}

/** The free-gift rules with their gift's SKU, smallest threshold first; one rule when `id` is set. */
export function readGiftRulesWithSku(db: Db, id?: number) {
  return db
    .select({ rule: freeGiftRules, sku: variantRows.sku })
    .from(freeGiftRules)
    .innerJoin(variantRows, eq(variantRows.id, freeGiftRules.giftVariantId))
    .where(eqWhenGiven(freeGiftRules.id, id))
    .orderBy(asc(freeGiftRules.minSubtotalCents), asc(freeGiftRules.id));
}

/** Each coupon given to a member, with when and by whom (a staff account id), to join staff names to. */
export const couponAssignmentRows = new QueryBuilder()
  .select({
    memberId: couponAssignments.memberId,
    assignedAt: couponAssignments.assignedAt,
    assignedBy: couponAssignments.assignedBy,
    id: coupons.id,
    code: coupons.code,
    kind: coupons.kind,
    value: coupons.value,
    descriptionEn: coupons.descriptionEn,
    descriptionZh: coupons.descriptionZh,
    startsAt: coupons.startsAt,
    endsAt: coupons.endsAt,
    active: coupons.active,
    assignedOnly: coupons.assignedOnly,
  })
  .from(couponAssignments)
  .innerJoin(coupons, eq(coupons.id, couponAssignments.couponId))
  .as('coupon_assignment');

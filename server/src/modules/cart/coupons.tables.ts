import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { categories } from '../catalog/catalog.tables.ts';

export const COUPON_KINDS = ['percent', 'fixed', 'free_shipping'] as const;

export const coupons = pgTable(
  'coupons',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull(),
    kind: text('kind', { enum: COUPON_KINDS }).notNull(),
    /** Percent for `percent`, cents for `fixed`, unused for `free_shipping`. */
    value: integer('value').notNull().default(0),
    maxDiscountCents: integer('max_discount_cents'),
    minSubtotalCents: integer('min_subtotal_cents').notNull().default(0),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    usageLimit: integer('usage_limit'),
    perMemberLimit: integer('per_member_limit'),
    categoryId: integer('category_id').references(() => categories.id),
    descriptionEn: text('description_en').notNull().default(''),
    descriptionZh: text('description_zh').notNull().default(''),
    active: boolean('active').notNull().default(true),
  },
  (t) => [
    uniqueIndex('coupons_code_upper').on(sql`upper(${t.code})`),
    check('coupons_kind', sql`${t.kind} IN ('percent', 'fixed', 'free_shipping')`),
    check('coupons_value', sql`${t.value} >= 0 AND (${t.kind} <> 'percent' OR ${t.value} BETWEEN 1 AND 100)`),
    check('coupons_limits', sql`coalesce(${t.usageLimit}, 1) > 0 AND coalesce(${t.perMemberLimit}, 1) > 0`),
  ],
);

import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { bilingualTextOrBlank, integerReference, timestamptz } from '../../db/columns.ts';
import { staffAccounts } from '../admin/staff.tables.ts';
import { categories } from '../catalog/catalog.tables.ts';
import { members } from '../members/members.tables.ts';

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
    startsAt: timestamptz('starts_at'),
    endsAt: timestamptz('ends_at'),
    usageLimit: integer('usage_limit'),
    perMemberLimit: integer('per_member_limit'),
    categoryId: integerReference('category_id', () => categories.id),
    ...bilingualTextOrBlank('description'),
    active: boolean('active').notNull().default(true),
    /** Only members it is assigned to (`coupon_assignments`) may see and use it. */
    assignedOnly: boolean('assigned_only').notNull().default(false),
  },
  (t) => [
    uniqueIndex('coupons_code_upper').on(sql`upper(${t.code})`),
    check('coupons_kind', sql`${t.kind} IN ('percent', 'fixed', 'free_shipping')`),
    check('coupons_value', sql`${t.value} >= 0 AND (${t.kind} <> 'percent' OR ${t.value} BETWEEN 1 AND 100)`),
    check('coupons_limits', sql`coalesce(${t.usageLimit}, 1) > 0 AND coalesce(${t.perMemberLimit}, 1) > 0`),
  ],
);

/**
 * Which members an assigned-only coupon is given to. One row per coupon and member, so giving it twice
 * changes nothing. The rows go with their coupon or member; a removed staff account leaves them unnamed.
 */
export const couponAssignments = pgTable(
  'coupon_assignments',
  {
    couponId: integerReference('coupon_id', () => coupons.id, { onDelete: 'cascade' }).notNull(),
    memberId: integerReference('member_id', () => members.id, { onDelete: 'cascade' }).notNull(),
    assignedAt: timestamptz('assigned_at').notNull().defaultNow(),
    assignedBy: integerReference('assigned_by', () => staffAccounts.id, { onDelete: 'set null' }),
  },
  (t) => [
    primaryKey({ columns: [t.couponId, t.memberId] }),
    index('coupon_assignments_member').on(t.memberId),
  ],
);

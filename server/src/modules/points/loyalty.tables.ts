import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, integerReference, timestamptz } from '../../db/columns.ts';
import { members } from '../members/members.tables.ts';
import { orderLines, orders } from '../orders/orders.tables.ts';

/**
 * The credit a cash credit pack line will give, written when the order is placed (so a later price
 * or credit change of the pack leaves the order alone). `issued_at` is set by a guarded UPDATE when
 * the order is paid: the credit goes out once, however many confirmations race.
 */
export const cashCreditGrants = pgTable(
  'cash_credit_grants',
  {
    orderLineId: integerReference('order_line_id', () => orderLines.id, { onDelete: 'cascade' }).primaryKey(),
    orderId: integerReference('order_id', () => orders.id, { onDelete: 'cascade' }).notNull(),
    memberId: integerReference('member_id', () => members.id).notNull(),
    creditPerUnit: integer('credit_per_unit').notNull(),
    quantity: integer('quantity').notNull(),
    /** Units refunded: their credit is taken back, or never issued when the refund came first. */
    revokedQuantity: integer('revoked_quantity').notNull().default(0),
    issuedAt: timestamptz('issued_at'),
  },
  (t) => [
    index('cash_credit_grants_order').on(t.orderId),
    check('cash_credit_grants_amounts', sql`${t.creditPerUnit} > 0 AND ${t.quantity} > 0`),
    check('cash_credit_grants_revoked', sql`${t.revokedQuantity} BETWEEN 0 AND ${t.quantity}`),
  ],
);

/**
 * One row per refund that reversed an order's points: its primary key makes a retried refund a no-op,
 * and `*_due` beside `*_taken` records the shortfall when the member had already spent the points.
 */
export const orderPointReversals = pgTable(
  'order_point_reversals',
  {
    refundKey: text('refund_key').primaryKey(),
    orderId: integerReference('order_id', () => orders.id, { onDelete: 'cascade' }).notNull(),
    memberId: integerReference('member_id', () => members.id).notNull(),
    refundedCashCents: integer('refunded_cash_cents').notNull(),
    beansDue: integer('beans_due').notNull().default(0),
    beansTaken: integer('beans_taken').notNull().default(0),
    creditDue: integer('credit_due').notNull().default(0),
    creditTaken: integer('credit_taken').notNull().default(0),
    ...createdAt(),
  },
  (t) => [
    index('order_point_reversals_order').on(t.orderId),
    check('order_point_reversals_cash', sql`${t.refundedCashCents} >= 0`),
    check('order_point_reversals_beans', sql`${t.beansTaken} BETWEEN 0 AND ${t.beansDue}`),
    check('order_point_reversals_credit', sql`${t.creditTaken} BETWEEN 0 AND ${t.creditDue}`),
  ],
);

/** Since when the member has held their tier: it is reviewed 12 months later (tier-review.service.ts). */
export const memberTierHolds = pgTable('member_tier_holds', {
  memberId: integerReference('member_id', () => members.id, { onDelete: 'cascade' }).primaryKey(),
  heldSince: timestamptz('held_since').notNull(),
});

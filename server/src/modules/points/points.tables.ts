import { sql } from 'drizzle-orm';
import {
  bigserial,
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
import { bilingualText, createdAt, integerReference } from '../../db/columns.ts';
import { variants } from '../catalog/catalog.tables.ts';
import { members } from '../members/members.tables.ts';

/** The two point types: Beans (17) are earned on paid orders; credit (18) is spent at checkout like cash. */
export const POINT_TYPE = { beans: 17, credit: 18 } as const;

export const pointTypes = pgTable('point_types', {
  id: integer('id').primaryKey(),
  code: text('code').notNull().unique(),
  ...bilingualText('name'),
  /** What one point is worth at checkout, in cents; 0 means it cannot be spent at checkout. */
  cashValueCents: integer('cash_value_cents').notNull(),
});

/**
 * The current balance per member and point type. It is only ever changed by the ledger trigger
 * (see the migration), so it always equals the sum of the ledger rows; the CHECK keeps it ≥ 0.
 */
export const pointBalances = pgTable(
  'point_balances',
  {
    memberId: integerReference('member_id', () => members.id).notNull(),
    pointTypeId: integerReference('point_type_id', () => pointTypes.id).notNull(),
    balance: integer('balance').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.memberId, t.pointTypeId] }),
    check('point_balances_non_negative', sql`${t.balance} >= 0`),
  ],
);

export const pointLedger = pgTable(
  'point_ledger',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    memberId: integerReference('member_id', () => members.id).notNull(),
    pointTypeId: integerReference('point_type_id', () => pointTypes.id).notNull(),
    amount: integer('amount').notNull(),
    balanceAfter: integer('balance_after').notNull(),
    reason: text('reason').notNull(),
    reference: text('reference').notNull().default(''),
    ...bilingualText('description'),
    ...createdAt(),
  },
  (t) => [
    index('point_ledger_member').on(t.memberId, t.pointTypeId, t.id),
    // A member's history of both types, newest first, without sorting all their rows.
    index('point_ledger_member_newest').on(t.memberId, t.id),
    // The dashboard's Beans per day: the last 30 days read from the index alone (amount in it).
    index('point_ledger_type_created').on(t.pointTypeId, t.createdAt, t.amount),
    check('point_ledger_amount_non_zero', sql`${t.amount} <> 0`),
    check('point_ledger_balance_after', sql`${t.balanceAfter} >= 0`),
  ],
);

/** Beans → credit options of the credit shop. */
export const creditExchangeOptions = pgTable(
  'credit_exchange_options',
  {
    id: serial('id').primaryKey(),
    ...bilingualText('name'),
    pointTypeFrom: integerReference('point_type_from', () => pointTypes.id).notNull(),
    pointTypeTo: integerReference('point_type_to', () => pointTypes.id).notNull(),
    fromAmount: integer('from_amount').notNull(),
    toAmount: integer('to_amount').notNull(),
    thumbnail: text('thumbnail').notNull().default(''),
    sortOrder: integer('sort_order').notNull().default(0),
    active: boolean('active').notNull().default(true),
  },
  (t) => [check('credit_exchange_amounts', sql`${t.fromAmount} > 0 AND ${t.toAmount} > 0`)],
);

/**
 * Credit bought with cash through checkout; issued once the order is paid. Each pack is sold as its
 * own hidden catalog variant (cash-credit-catalog.ts), so cart, stock and order lines work unchanged.
 */
export const cashCreditProducts = pgTable(
  'cash_credit_products',
  {
    id: serial('id').primaryKey(),
    ...bilingualText('name'),
    pointTypeId: integerReference('point_type_id', () => pointTypes.id).notNull(),
    priceCents: integer('price_cents').notNull(),
    creditAmount: integer('credit_amount').notNull(),
    thumbnail: text('thumbnail').notNull().default(''),
    sortOrder: integer('sort_order').notNull().default(0),
    active: boolean('active').notNull().default(true),
    /** The variant the cart sells; a pack without one is not on sale. */
    variantId: integerReference('variant_id', () => variants.id, { onDelete: 'set null' }),
  },
  (t) => [
    check('cash_credit_amounts', sql`${t.priceCents} > 0 AND ${t.creditAmount} > 0`),
    uniqueIndex('cash_credit_products_variant').on(t.variantId),
  ],
);

import { bigint, bigserial, date, index, integer, jsonb, pgTable } from 'drizzle-orm/pg-core';

/** One product's units and sales on one Hong Kong day, as the dashboard ranks them. */
export interface ProductSales {
  productId: number;
  nameEn: string;
  nameZh: string;
  quantity: number;
  salesCents: number;
}

/**
 * The dashboard's figures of one closed Hong Kong day (docs/staff-console.md, "Dashboard"): kept so
 * the dashboard reads 30 rows, not every order of 30 days. A row is good while `changes` equals the
 * number of `sales_day_changes` rows of its day; the reader computes it again otherwise.
 */
export const salesDays = pgTable('sales_days', {
  day: date('day', { mode: 'string' }).primaryKey(),
  changes: integer('changes').notNull(),
  ordersCount: integer('orders_count').notNull(),
  salesCents: bigint('sales_cents', { mode: 'number' }).notNull(),
  products: jsonb('products').$type<ProductSales[]>().notNull(),
});

/**
 * One row each time an order or line of a day at least an hour old changes in a way the day's
 * figures may feel (written by triggers, migration 0035). Only appended, so a writer never waits on
 * another for it and a count taken with the figures tells whether they are still true.
 */
export const salesDayChanges = pgTable(
  'sales_day_changes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    day: date('day', { mode: 'string' }).notNull(),
  },
  (t) => [index('sales_day_changes_day').on(t.day)],
);

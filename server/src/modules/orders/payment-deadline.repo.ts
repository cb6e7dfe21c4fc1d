import { and, asc, eq, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { orders } from './orders.tables.ts';

/** Orders still waiting for a transfer: they have a deadline, are not paid and not called off. */
export const awaitingTransfer = and(
  sql`${orders.paymentDueAt} IS NOT NULL`,
  eq(orders.paymentStatus, 'pending'),
  eq(orders.status, 'placed'),
);

/** The orders whose deadline has passed as of `now` and are still unpaid, oldest deadline first. */
export async function ordersPastPaymentDeadline(db: Db, now: Date): Promise<number[]> {
  const rows = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(awaitingTransfer, lte(orders.paymentDueAt, now)))
    .orderBy(asc(orders.paymentDueAt), asc(orders.id));
  return rows.map((r) => r.id);
}

import { and, gt, isNull, sql } from 'drizzle-orm';
import type { Config } from '../../config/env.ts';
import type { Db } from '../../db/database.ts';
import type { Job } from '../../lib/job.ts';
import { orders } from './orders.tables.ts';
import { awaitingTransfer } from './payment-deadline.repo.ts';
import { queuePaymentReminder } from './payment-emails.ts';

/**
 * Marks each order waiting for a transfer whose reminder is due (half-way from placing to the
 * deadline, the deadline not yet passed) as reminded and queues its email, in one transaction: the
 * mark is what a second run would need to match again, so nobody is reminded twice.
 */
async function remindUnpaidOrders(db: Db, config: Config, now: Date): Promise<number> {
  return db.transaction(async (tx) => {
    const due = await tx
      .update(orders)
      .set({ paymentRemindedAt: now })
      .where(
        and(
          awaitingTransfer,
          isNull(orders.paymentRemindedAt),
          gt(orders.paymentDueAt, now),
          sql`${orders.createdAt} + (${orders.paymentDueAt} - ${orders.createdAt}) / 2 <= ${now.toISOString()}::timestamptz`,
        ),
      )
      .returning();
    for (const order of due) await queuePaymentReminder(tx, config, order);
    return due.length;
  });
}

export const paymentReminderJob = (config: Config): Job => ({
  name: 'remind unpaid orders',
  every: 'hour',
  run: (db, now) => remindUnpaidOrders(db, config, now),
});

import { addDays } from '@shop/contract/shop-calendar';
import type { Config } from '../config/env.ts';
import type { Db } from '../db/database.ts';
import { inBatches } from '../lib/in-batches.ts';
import type { Job } from '../lib/job.ts';
import { readShopInfo } from '../modules/lookups/index.ts';
import { memberContact } from '../modules/members/index.ts';
import { enqueueMessage } from '../modules/messages/index.ts';
import { claimReminders } from '../modules/subscriptions/index.ts';
import { reminderEmail } from './subscription-renewal.emails.ts';
import { cutoffAt, deliveryOf } from './subscription-renewal.flow.ts';

/** Reminders queued per transaction: short ones, so a member's change waits on none for long. */
const BATCH = 200;

/**
 * The day before a delivery's cut-off (its order is made tomorrow), the member is told what is
 * coming and until when it can be changed. Each batch of subscriptions is marked and its emails
 * queued in one transaction; the mark (reminded_for, the delivery's day) is what a second run would
 * have to match again, so each delivery is reminded of once, and a delivery moved to another day
 * once more.
 */
async function remindBeforeCutoff(db: Db, config: Config, now: Date): Promise<number> {
  const { today, cutoffDays } = await cutoffAt(db, now);
  const cutoffDay = addDays(today, 1);
  const day = addDays(cutoffDay, cutoffDays);
  const shop = await readShopInfo(db, config);
  return inBatches(BATCH, () =>
    db.transaction(async (tx) => {
      const due = await claimReminders(tx, day, BATCH);
      for (const sub of due) {
        const email = (await memberContact(tx, sub.memberId))?.email;
        if (!email) continue;
        const delivery = await deliveryOf(tx, sub);
        await enqueueMessage(tx, reminderEmail(shop, config, email, { ...delivery, day, cutoffDay }));
      }
      return due.length;
    }),
  );
}

/** docs/subscriptions.md, "Renewals". */
export const subscriptionReminderJob = (config: Config): Job => ({
  name: 'remind subscriptions before their cut-off',
  every: 'hour',
  run: (db, now) => remindBeforeCutoff(db, config, now),
});

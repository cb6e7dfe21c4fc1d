import { addDays } from '@shop/contract/shop-calendar';
import type { Config } from '../config/env.ts';
import type { Db } from '../db/database.ts';
import type { Job } from '../lib/job.ts';
import { dueSubscriptionIds } from '../modules/subscriptions/index.ts';
import { cutoffAt, renewSubscription } from './subscription-renewal.flow.ts';

/**
 * Renewals made side by side: each is its own short transaction, and on PostgreSQL several keep the
 * pool busy while one waits on the network; six of the pool's ten leave the storefront its share.
 */
const RENEWALS_AT_ONCE = 6;

/**
 * Every active subscription whose next delivery is within the cut-off as of `now`, renewed one
 * transaction each, so one refusal holds back no other. A missed hour is caught up by the next run:
 * what was due then is still due. Answers the subscriptions acted on (orders made, moved, paused).
 * An unexpected error stops the run after the renewals in flight, and the job is retried.
 */
async function renewDue(db: Db, config: Config, now: Date): Promise<number> {
  const { today, cutoffDays } = await cutoffAt(db, now);
  const lastDay = addDays(today, cutoffDays);
  const ids = await dueSubscriptionIds(db, lastDay);
  let next = 0;
  let acted = 0;
  let stopped = false;
  const worker = async () => {
    while (!stopped && next < ids.length) {
      const id = ids[next++]!;
      try {
        if ((await renewSubscription({ db, config, id, lastDay, now })) !== 'none') acted += 1;
      } catch (error) {
        stopped = true;
        throw error;
      }
    }
  };
  const runs = await Promise.allSettled(Array.from({ length: RENEWALS_AT_ONCE }, worker));
  const failed = runs.find((r) => r.status === 'rejected');
  if (failed) throw failed.reason;
  return acted;
}

/** docs/subscriptions.md, "Renewals". */
export const subscriptionRenewalJob = (config: Config): Job => ({
  name: 'renew subscriptions',
  every: 'hour',
  run: (db, now) => renewDue(db, config, now),
});

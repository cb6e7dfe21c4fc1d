import type { Db } from '../../db/database.ts';
import type { Job } from '../../lib/job.ts';
import { expireDueBeans } from './beans-expiry.service.ts';
import { reviewDueTiers } from './tier-review.service.ts';

/** Hourly: Beans past their date expire and tiers held for a year are reviewed (docs/loyalty.md). */
export async function runLoyaltyHousekeeping(db: Db, now = new Date()): Promise<number> {
  return (await expireDueBeans(db, now)) + (await reviewDueTiers(db, now));
}

export const loyaltyHousekeepingJob: Job = {
  name: 'loyalty housekeeping',
  every: 'hour',
  run: runLoyaltyHousekeeping,
};

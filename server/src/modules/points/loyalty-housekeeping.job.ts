import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database.ts';
import { registerHourlyJob } from '../../lib/hourly-job.ts';
import { expireDueBeans } from './beans-expiry.service.ts';
import { reviewDueTiers } from './tier-review.service.ts';

/** Hourly: Beans past their date expire and tiers held for a year are reviewed (docs/loyalty.md). */
export async function runLoyaltyHousekeeping(db: Db, now = new Date()): Promise<void> {
  await expireDueBeans(db, now);
  await reviewDueTiers(db, now);
}

export function registerLoyaltyHousekeeping(app: FastifyInstance, db: Db) {
  registerHourlyJob(app, 'loyalty housekeeping', () => runLoyaltyHousekeeping(db));
}

import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database.ts';
import { expireDueBeans } from './beans-expiry.service.ts';
import { reviewDueTiers } from './tier-review.service.ts';

const EVERY_MS = 60 * 60 * 1000;

/** Hourly: Beans past their date expire and tiers held for a year are reviewed (docs/loyalty.md). */
export async function runLoyaltyHousekeeping(db: Db, now = new Date()): Promise<void> {
  await expireDueBeans(db, now);
  await reviewDueTiers(db, now);
}

export function registerLoyaltyHousekeeping(app: FastifyInstance, db: Db) {
  let running: Promise<void> | undefined;
  const timer = setInterval(() => {
    running ??= runLoyaltyHousekeeping(db)
      .catch((error: unknown) => app.log.error({ err: error }, 'loyalty housekeeping failed'))
      .finally(() => {
        running = undefined;
      });
  }, EVERY_MS);
  timer.unref();
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}

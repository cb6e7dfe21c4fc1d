import { lt, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database.ts';
import { otpCodes, passwordResetTokens, rateLimits } from './auth.tables.ts';

const EVERY_MS = 60 * 60 * 1000;

/** Expired codes, links and counters are worth nothing; without this, every email ever tried stays. */
export async function pruneAuthRows(db: Db): Promise<void> {
  await db.delete(rateLimits).where(lt(rateLimits.resetsAt, sql`now()`));
  await db.delete(otpCodes).where(lt(otpCodes.expiresAt, sql`now()`));
  await db.delete(passwordResetTokens).where(lt(passwordResetTokens.expiresAt, sql`now()`));
}

export function registerAuthHousekeeping(app: FastifyInstance, db: Db) {
  let running: Promise<void> | undefined;
  const timer = setInterval(() => {
    running ??= pruneAuthRows(db)
      .catch((error: unknown) => app.log.error({ err: error }, 'pruning sign-in rows failed'))
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

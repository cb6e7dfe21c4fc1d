import { lt, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database.ts';
import { registerHourlyJob } from '../../lib/hourly-job.ts';
import { otpCodes, passwordResetTokens, rateLimits } from './auth.tables.ts';

/** Expired codes, links and counters are worth nothing; without this, every email ever tried stays. */
export async function pruneAuthRows(db: Db): Promise<void> {
  await db.delete(rateLimits).where(lt(rateLimits.resetsAt, sql`now()`));
  await db.delete(otpCodes).where(lt(otpCodes.expiresAt, sql`now()`));
  await db.delete(passwordResetTokens).where(lt(passwordResetTokens.expiresAt, sql`now()`));
}

export function registerAuthHousekeeping(app: FastifyInstance, db: Db) {
  registerHourlyJob(app, 'pruning sign-in rows', () => pruneAuthRows(db));
}

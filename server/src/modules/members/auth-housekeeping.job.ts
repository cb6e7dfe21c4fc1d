import { lt, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/database.ts';
import type { Job } from '../../lib/job.ts';
import { otpCodes, passwordResetTokens, rateLimits } from './auth.tables.ts';
import { emailProofs, memberSessions } from './sessions.tables.ts';

/** Each table of short-lived sign-in rows, with the column that says when a row stops counting. */
const expiring: [PgTable, PgColumn][] = [
  [rateLimits, rateLimits.resetsAt],
  [otpCodes, otpCodes.expiresAt],
  [passwordResetTokens, passwordResetTokens.expiresAt],
  [memberSessions, memberSessions.expiresAt],
  [emailProofs, emailProofs.expiresAt],
];

/**
 * Expired codes, links, counters and sessions are worth nothing; without this, every email ever tried
 * and every token ever issued stays.
 */
export async function pruneAuthRows(db: Db, now = new Date()): Promise<number> {
  let pruned = 0;
  for (const [table, expiresAt] of expiring) {
    const rows = await db.delete(table).where(lt(expiresAt, now)).returning({ one: sql`1` });
    pruned += rows.length;
  }
  return pruned;
}

export const pruneAuthRowsJob: Job = { name: 'prune sign-in rows', every: 'hour', run: pruneAuthRows };

import { lt } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import type { Job } from '../../lib/job.ts';
import { otpCodes, passwordResetTokens, rateLimits } from './auth.tables.ts';

/** Expired codes, links and counters are worth nothing; without this, every email ever tried stays. */
export async function pruneAuthRows(db: Db, now = new Date()): Promise<number> {
  const limits = await db
    .delete(rateLimits)
    .where(lt(rateLimits.resetsAt, now))
    .returning({ key: rateLimits.key });
  const codes = await db
    .delete(otpCodes)
    .where(lt(otpCodes.expiresAt, now))
    .returning({ area: otpCodes.areaCode });
  const links = await db
    .delete(passwordResetTokens)
    .where(lt(passwordResetTokens.expiresAt, now))
    .returning({ id: passwordResetTokens.id });
  return limits.length + codes.length + links.length;
}

export const pruneAuthRowsJob: Job = { name: 'prune sign-in rows', every: 'hour', run: pruneAuthRows };

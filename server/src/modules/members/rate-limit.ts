import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { ApiError } from '../../http/api-error.ts';
import { rateLimits } from './auth.tables.ts';

export interface Limit {
  key: string;
  max: number;
  windowSeconds: number;
}

/**
 * Counts one hit on every limit and refuses with 429 when any is over. Each count is one upsert
 * under the row's lock, so parallel requests on several servers get distinct counts. Run it inside
 * a transaction: the refusal rolls back this request's counts, so refused requests never count.
 */
export async function consume(tx: Db, limits: readonly Limit[]): Promise<void> {
  let retryAfter = 0;
  for (const { key, max, windowSeconds } of limits) {
    const expired = sql`${rateLimits.resetsAt} <= now()`;
    const [row] = await tx
      .insert(rateLimits)
      .values({ key, hits: 1, resetsAt: sql`now() + make_interval(secs => ${windowSeconds})` })
      .onConflictDoUpdate({
        target: rateLimits.key,
        set: {
          hits: sql`CASE WHEN ${expired} THEN 1 ELSE ${rateLimits.hits} + 1 END`,
          resetsAt: sql`CASE WHEN ${expired} THEN excluded.resets_at ELSE ${rateLimits.resetsAt} END`,
        },
      })
      .returning({
        hits: rateLimits.hits,
        seconds: sql<number>`ceil(extract(epoch FROM ${rateLimits.resetsAt} - now()))::int`,
      });
    if (row && row.hits > max) retryAfter = Math.max(retryAfter, row.seconds, 1);
  }
  if (retryAfter > 0) throw new ApiError('RATE_LIMITED', undefined, { retryAfter });
}

/** Gives back one hit, for limits that count failures: the attempt turned out to succeed. */
export async function refund(db: Db, keys: readonly string[]): Promise<void> {
  await db
    .update(rateLimits)
    .set({ hits: sql`greatest(${rateLimits.hits} - 1, 0)` })
    .where(inArray(rateLimits.key, [...keys]));
}

/** Forgets a count altogether, e.g. an account's failures once its owner proves who they are. */
export async function clear(db: Db, keys: readonly string[]): Promise<void> {
  await db.delete(rateLimits).where(inArray(rateLimits.key, [...keys]));
}

import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { inBatches } from '../../lib/in-batches.ts';
import type { Job } from '../../lib/job.ts';

/** Small batches, so a sweep never holds many row locks or one long transaction. */
const BATCH = 1_000;

/**
 * Removes site access tokens that expired (90 days after the browser last came back), and with
 * them their guest carts (ON DELETE CASCADE). Orders placed with such a token keep their own
 * order token and stay readable; their link to the access token becomes null. Member carts belong
 * to the member and are never swept. Answers how many tokens went.
 */
export function sweepExpiredAccessTokens(db: Db, now = new Date()): Promise<number> {
  return inBatches(BATCH, async () => {
    const result = (await db.execute(sql`
      DELETE FROM site_access_tokens
      WHERE id IN (SELECT id FROM site_access_tokens WHERE expires_at < ${now} LIMIT ${BATCH})
      RETURNING id`)) as unknown as { rows: unknown[] };
    return result.rows.length;
  });
}

export const sweepAccessTokensJob: Job = {
  name: 'sweep expired access tokens',
  every: 'hour',
  run: sweepExpiredAccessTokens,
};

import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { newShopDatabase } from '../../../test/hardening/shop-database.ts';
import { callOver, spawnServer, stopServer } from '../../../test/hardening/spawned-server.ts';

/*
 * Two servers on one PostgreSQL database are asked to run the jobs for the same clock at the same
 * moment, as two hourly timers or two test runners would: each job acts once between them.
 */

const HOUR = 60 * 60 * 1000;
const TOKENS = 30;
const ROUNDS = 3;

async function runJobs(address: string, now: string): Promise<{ name: string; done: number }[]> {
  const res = await fetch(`${address}/dev/run-jobs`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ now }),
  });
  expect(res.status).toBe(200);
  return (await res.json()).jobs;
}

it('two servers running the jobs together for one clock act once', async () => {
  const shop = await newShopDatabase('jobrace');
  const a = spawnServer(shop, { DATA_DIR: `${shop.dataDir}/a` });
  const b = spawnServer(shop, { DATA_DIR: `${shop.dataDir}/b` });
  const database = await shop.open();
  try {
    const [urlA, urlB] = await Promise.all([a.ready, b.ready]);
    for (let round = 1; round <= ROUNDS; round += 1) {
      for (let i = 0; i < TOKENS; i += 1) await callOver(urlA, 'access_token_get', { access_token: '' });
      // Valid by the real clock, expired by the clock the jobs are run for.
      await database.db.execute(sql`UPDATE site_access_tokens SET expires_at = now() + interval '1 hour'`);
      const now = new Date(Date.now() + (round * 24 + 2) * HOUR).toISOString();

      const [jobsA, jobsB] = await Promise.all([runJobs(urlA, now), runJobs(urlB, now)]);

      const sweptA = jobsA.find((j) => j.name === 'sweep expired access tokens')?.done ?? -1;
      const sweptB = jobsB.find((j) => j.name === 'sweep expired access tokens')?.done ?? -1;
      expect(sweptA + sweptB).toBe(TOKENS);
      expect(Math.min(sweptA, sweptB)).toBe(0);
      const left = await database.db.execute(sql`SELECT count(*)::int AS n FROM site_access_tokens`);
      expect((left as unknown as { rows: { n: number }[] }).rows[0]?.n).toBe(0);
      const claims = await database.db.execute(
        sql`SELECT job, count(*)::int AS n FROM job_runs WHERE slot = date_trunc('hour', ${now}::timestamptz) GROUP BY job`,
      );
      const rows = (claims as unknown as { rows: { job: string; n: number }[] }).rows;
      expect(rows.map((r) => r.n)).toEqual(jobsA.map(() => 1));
    }
  } finally {
    await database.close();
    await Promise.all([stopServer(a), stopServer(b)]);
    await shop.drop();
  }
});

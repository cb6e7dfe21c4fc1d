import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { appPerFile, createTestApp } from '../../../test/test-app.ts';
import { jobRuns, siteAccessTokens } from '../../db/schema.ts';
import { newAccessToken } from '../cart/testing.ts';

const t = appPerFile();

const HOUR = 60 * 60 * 1000;

async function runJobs(now: string | Date) {
  const res = await t.app.inject({ method: 'POST', url: '/dev/run-jobs', payload: { now } });
  return { statusCode: res.statusCode, body: res.json() };
}

const doneBy = (jobs: { name: string; done: number }[], name: string) =>
  jobs.find((j) => j.name === name)?.done;

/** Every job, in the order a run takes them (app.ts). */
const JOB_NAMES = [
  'prune sign-in rows',
  'sweep expired access tokens',
  'loyalty housekeeping',
  'cancel orders past their payment deadline',
  'remind unpaid orders',
  'renew subscriptions',
  'remind subscriptions before their cut-off',
  'email back-in-stock requests',
  'remind forgotten carts',
];

describe('POST /dev/run-jobs', () => {
  it('runs every job as if the clock read `now`, and a second run for the same hour acts on nothing', async () => {
    await newAccessToken(t);
    await newAccessToken(t);
    // Both tokens expire in an hour: the real clock has nothing to sweep, a clock two hours ahead has.
    await t.db.update(siteAccessTokens).set({ expiresAt: new Date(Date.now() + HOUR) });
    const tokens = (await t.db.select({ id: siteAccessTokens.id }).from(siteAccessTokens)).length;
    expect(tokens).toBeGreaterThanOrEqual(2);

    const today = await runJobs(new Date());
    expect(today.statusCode).toBe(200);
    expect(today.body.status).toBe(1);
    expect(today.body.jobs.map((j: { name: string }) => j.name)).toEqual(JOB_NAMES);
    expect(doneBy(today.body.jobs, 'sweep expired access tokens')).toBe(0);

    const later = new Date(Date.now() + 2 * HOUR).toISOString();
    const first = await runJobs(later);
    expect(doneBy(first.body.jobs, 'sweep expired access tokens')).toBe(tokens);
    expect(await t.db.select().from(siteAccessTokens)).toEqual([]);

    // Expire a fresh token, then run the same hour again: the slot is taken, so nothing acts.
    await newAccessToken(t);
    await t.db.update(siteAccessTokens).set({ expiresAt: new Date(Date.now() + HOUR) });
    const again = await runJobs(later);
    expect(again.body.jobs.every((j: { done: number }) => j.done === 0)).toBe(true);
    expect(await t.db.select().from(siteAccessTokens)).toHaveLength(1);
    const claims = await t.db.execute(
      sql`SELECT count(*)::int AS n FROM job_runs WHERE slot = date_trunc('hour', ${later}::timestamptz)`,
    );
    expect((claims as unknown as { rows: { n: number }[] }).rows[0]?.n).toBe(JOB_NAMES.length);
  });

  it('records what each claimed run did', async () => {
    const now = new Date(Date.now() + 5 * HOUR);
    await runJobs(now);
    const runs = await t.db.select().from(jobRuns);
    const thisHour = runs.filter((r) => r.slot.getTime() === Math.floor(now.getTime() / HOUR) * HOUR);
    expect(thisHour).toHaveLength(JOB_NAMES.length);
    for (const run of thisHour) expect(run.finishedAt).not.toBeNull();
  });

  it('refuses a clock that is not an ISO instant, in both languages, and runs nothing', async () => {
    const before = (await t.db.select().from(jobRuns)).length;
    for (const now of ['tomorrow', '2026-11-25', 42]) {
      const res = await runJobs(now as string);
      expect(res.statusCode).toBe(400);
      expect(res.body).toMatchObject({ status: 0, err_code: 'VALIDATION_FAILED' });
      expect(res.body.err_message_zh).toBeTruthy();
    }
    expect(await t.db.select().from(jobRuns)).toHaveLength(before);
  });
});

describe('in production', () => {
  it('has no /dev/run-jobs', async () => {
    const prod = await createTestApp({ NODE_ENV: 'production', PUBLIC_URL: 'https://shop.test' });
    try {
      const res = await prod.app.inject({
        method: 'POST',
        url: '/dev/run-jobs',
        payload: { now: new Date() },
      });
      expect(res.statusCode).toBe(404);
    } finally {
      await prod.close();
    }
  });
});

import { and, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database.ts';
import type { Job } from '../../lib/job.ts';
import { countedJobRun } from '../../lib/metrics.ts';
import { jobRuns } from './job-runs.tables.ts';
import { slotOf } from './job-slot.ts';

export interface JobOutcome {
  name: string;
  /** Rows the job acted on; 0 when its slot was already taken by another run. */
  done: number;
}

/**
 * Runs every job once as of `now`, one after the other. Each job first claims its slot (a row
 * keyed by job and slot, inserted with ON CONFLICT DO NOTHING): two calls for the same `now`, on
 * one server or several, run it once. A job that throws gives its slot back, so the next call
 * retries it; the others still run.
 */
export async function runJobs(
  db: Db,
  jobs: readonly Job[],
  now: Date,
  log: FastifyBaseLogger,
): Promise<JobOutcome[]> {
  const outcomes: JobOutcome[] = [];
  for (const job of jobs) {
    const slot = slotOf(job.every, now);
    const claimed = await db
      .insert(jobRuns)
      .values({ job: job.name, slot })
      .onConflictDoNothing()
      .returning({ job: jobRuns.job });
    if (claimed.length === 0) {
      outcomes.push({ name: job.name, done: 0 });
      continue;
    }
    const thisRun = and(eq(jobRuns.job, job.name), eq(jobRuns.slot, slot));
    try {
      const done = await countedJobRun(job.name, () => job.run(db, now));
      await db.update(jobRuns).set({ done, finishedAt: new Date() }).where(thisRun);
      outcomes.push({ name: job.name, done });
    } catch (error) {
      log.error({ err: error, job: job.name, slot }, 'job failed; the next run retries it');
      await db.delete(jobRuns).where(thisRun);
      outcomes.push({ name: job.name, done: 0 });
    }
  }
  return outcomes;
}

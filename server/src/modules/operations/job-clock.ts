import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database.ts';
import type { Job } from '../../lib/job.ts';
import { runJobs } from './job-runner.ts';

const EVERY_MS = 60 * 60 * 1000;

/**
 * Every hour while the app is up, runs the jobs as of the real time. A run never overlaps the
 * one before, and closing the app waits for a run in progress. Every server runs this timer; the
 * slots in job_runs make each job act once per slot between them.
 */
export function registerJobClock(app: FastifyInstance, db: Db, jobs: readonly Job[]) {
  let running: Promise<unknown> | undefined;
  const timer = setInterval(() => {
    running ??= runJobs(db, jobs, new Date(), app.log)
      .catch((error: unknown) => app.log.error({ err: error }, 'the hourly jobs could not run'))
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

import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Db } from '../../db/database.ts';
import type { Job } from '../../lib/job.ts';
import { runJobs } from './job-runner.ts';

const body = z.object({ now: z.iso.datetime({ offset: true }) });

/**
 * POST /dev/run-jobs {"now": "<ISO instant>"}: runs every job once as if the clock read `now`, so
 * tests can move time forward. Registered only outside production, like /dev/outbox.
 */
export function registerDevRunJobsRoute(app: FastifyInstance, db: Db, jobs: readonly Job[]) {
  app.post('/dev/run-jobs', async (request) => {
    // A bad `now` is a ZodError: the app answers it with the usual VALIDATION_FAILED envelope.
    const { now } = body.parse(request.body ?? {});
    return { status: 1, jobs: await runJobs(db, jobs, new Date(now), request.log) };
  });
}

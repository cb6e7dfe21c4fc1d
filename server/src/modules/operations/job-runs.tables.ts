import { integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { timestamptz } from '../../db/columns.ts';

/**
 * One row per job and time slot it ran for. The primary key is the claim: whichever runner
 * inserts the row first runs the job for that slot; every other runner (a second call for the
 * same clock, another server) finds it taken and does nothing.
 */
export const jobRuns = pgTable(
  'job_runs',
  {
    job: text('job').notNull(),
    slot: timestamptz('slot').notNull(),
    startedAt: timestamptz('started_at').notNull().defaultNow(),
    finishedAt: timestamptz('finished_at'),
    done: integer('done'),
  },
  (t) => [primaryKey({ columns: [t.job, t.slot] })],
);

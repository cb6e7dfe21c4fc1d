import { integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * One row per job and time slot it ran for. The primary key is the claim: whichever runner
 * inserts the row first runs the job for that slot; every other runner (a second call for the
 * same clock, another server) finds it taken and does nothing.
 */
export const jobRuns = pgTable(
  'job_runs',
  {
    job: text('job').notNull(),
    slot: timestamp('slot', { withTimezone: true }).notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    done: integer('done'),
  },
  (t) => [primaryKey({ columns: [t.job, t.slot] })],
);

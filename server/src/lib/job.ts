import type { Db } from '../db/database.ts';

/**
 * A scheduled job: `run` does what is due as of `now` and answers how many rows it acted on. The
 * job runner (modules/operations) calls it at most once per time slot of `every`, whatever calls
 * the runner (the hourly timer, POST /dev/run-jobs) and however many servers do. docs/jobs.md.
 */
export interface Job {
  /** Stable: it keys the job's claimed slots in job_runs. */
  name: string;
  every: 'hour' | 'day';
  run(db: Db, now: Date): Promise<number>;
}

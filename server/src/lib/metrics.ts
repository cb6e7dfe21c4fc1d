import { Counter, collectDefaultMetrics, Histogram, Registry } from 'prom-client';

/**
 * The process's own counters: one server process runs one app, so requests and job runs are
 * counted once per process. (Tests that build many apps in one process add to the same counts,
 * which is why their assertions compare before and after.) Readings that belong to one app's
 * database, such as the outbox backlog, live in that app's registry instead (see metrics.route.ts).
 */
export const processRegistry = new Registry();
collectDefaultMetrics({ register: processRegistry });

export const apiRequests = new Counter({
  name: 'shop_api_requests_total',
  help: 'API calls answered, by call name and HTTP status.',
  labelNames: ['call', 'status'] as const,
  registers: [processRegistry],
});

export const apiRequestSeconds = new Histogram({
  name: 'shop_api_request_duration_seconds',
  help: 'Time to answer an API call, by call name and HTTP status.',
  labelNames: ['call', 'status'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [processRegistry],
});

export const jobRuns = new Counter({
  name: 'shop_job_runs_total',
  help: 'Scheduled job runs started, by job name.',
  labelNames: ['job'] as const,
  registers: [processRegistry],
});

export const jobFailures = new Counter({
  name: 'shop_job_failures_total',
  help: 'Scheduled job runs that ended in an error, by job name.',
  labelNames: ['job'] as const,
  registers: [processRegistry],
});

/** Runs one job, counting the run and, when it throws, the failure (the error is passed on). */
export async function countedJobRun<T>(job: string, run: () => Promise<T>): Promise<T> {
  jobRuns.inc({ job });
  try {
    return await run();
  } catch (error) {
    jobFailures.inc({ job });
    throw error;
  }
}

export { registerDevRunJobsRoute } from './dev-run-jobs.route.ts';
export { registerJobClock } from './job-clock.ts';
export { runJobs } from './job-runner.ts';

export { registerBackupRoute } from './backup.route.ts';
export { makeBackup } from './backup.service.ts';
export { backupCommandKey } from './backup-command.ts';
export { backupsAdminHandlers } from './backups.handlers.ts';
export { registerDevRunJobsRoute } from './dev-run-jobs.route.ts';
export { registerJobClock } from './job-clock.ts';
export { runJobs } from './job-runner.ts';
export { nightlyBackupJob } from './nightly-backup.job.ts';

import type { Job } from '../../lib/job.ts';

const HOUR_MS = 60 * 60 * 1000;
/**
 * A daily job's day starts at 19:00 UTC, 03:00 in Hong Kong: the first hourly run after the
 * shop's quietest hour takes the day's slot, so nightly work (backups) runs at night.
 */
const DAY_STARTS_AT_MS = 19 * HOUR_MS;
const DAY_MS = 24 * HOUR_MS;

/** The start of the slot `now` falls in: the hour, or the shop's day. */
export function slotOf(every: Job['every'], now: Date): Date {
  const t = now.getTime();
  if (every === 'hour') return new Date(Math.floor(t / HOUR_MS) * HOUR_MS);
  return new Date(Math.floor((t - DAY_STARTS_AT_MS) / DAY_MS) * DAY_MS + DAY_STARTS_AT_MS);
}

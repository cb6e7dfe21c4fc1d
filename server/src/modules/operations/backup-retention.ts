/** How many nightly backups stay: the last 7 days, plus the newest of each of the 4 weeks before. */
export const KEEP_DAILY = 7;
export const KEEP_WEEKLY = 4;

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Which nightly backups to delete, given each one's shop day (YYYY-MM-DD). Kept: the 7 newest days,
 * and for each of the 4 weeks (7-day spans counted back from the newest backup) after those, the
 * newest backup in it. Everything older goes.
 */
export function backupsToDelete(days: readonly string[]): string[] {
  const sorted = [...new Set(days)].sort().reverse();
  const newest = sorted[0];
  if (newest === undefined) return [];
  const keep = new Set(sorted.slice(0, KEEP_DAILY));
  const weeksSeen = new Set<number>();
  for (const day of sorted.slice(KEEP_DAILY)) {
    const week = Math.floor((Date.parse(newest) - Date.parse(day)) / DAY_MS / 7);
    if (week >= 1 && week <= KEEP_WEEKLY && !weeksSeen.has(week)) {
      weeksSeen.add(week);
      keep.add(day);
    }
  }
  return days.filter((day) => !keep.has(day));
}

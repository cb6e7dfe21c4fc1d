/** How long nightly backups stay: every one of the last 7 days, then one a week for 4 weeks. */
export const KEEP_DAILY_DAYS = 7;
export const KEEP_WEEKLY = 4;

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Which nightly backups to delete, given each one's shop day (YYYY-MM-DD). Ages count back from the
 * newest backup. Kept: every backup less than 7 days old, and for each of the 4 weeks after that
 * (7-day spans), the newest backup in it. Everything older goes, so about 11 files stay.
 */
export function backupsToDelete(days: readonly string[]): string[] {
  const sorted = [...new Set(days)].sort().reverse();
  const newest = sorted[0];
  if (newest === undefined) return [];
  const keep = new Set<string>();
  const weeksSeen = new Set<number>();
  for (const day of sorted) {
    const ageDays = Math.round((Date.parse(newest) - Date.parse(day)) / DAY_MS);
    const week = Math.floor(ageDays / 7);
    if (ageDays < KEEP_DAILY_DAYS) keep.add(day);
    else if (week <= KEEP_WEEKLY && !weeksSeen.has(week)) {
      weeksSeen.add(week);
      keep.add(day);
    }
  }
  return days.filter((day) => !keep.has(day));
}

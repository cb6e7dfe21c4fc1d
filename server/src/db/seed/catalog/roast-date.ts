const HONG_KONG_DAY = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Hong_Kong' });

/** The Hong Kong calendar date `daysAgo` days before `now`, as YYYY-MM-DD. */
export function roastDate(daysAgo: number, now: Date = new Date()): string {
  const today = new Date(`${HONG_KONG_DAY.format(now)}T00:00:00Z`);
  today.setUTCDate(today.getUTCDate() - daysAgo);
  return today.toISOString().slice(0, 10);
}

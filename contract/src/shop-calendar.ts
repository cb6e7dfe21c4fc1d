/**
 * The shop's calendar: Hong Kong days as "YYYY-MM-DD" strings. Hong Kong keeps UTC+8 all year (no
 * daylight saving), so its day is a fixed offset from UTC, whatever the server's or the device's
 * time zone. Days are plain strings so they compare, sort and travel on the wire as they are.
 */
const UTC_OFFSET = '+08:00';
const OFFSET_MS = 8 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The Hong Kong calendar day and clock time of an instant: "2026-11-22", "14:05". */
export function hongKongNow(now: Date): { day: string; time: string } {
  const iso = new Date(now.getTime() + OFFSET_MS).toISOString();
  return { day: iso.slice(0, 10), time: iso.slice(11, 16) };
}

/** The instant a Hong Kong day begins, with its offset: "2026-11-24T00:00:00+08:00". */
export function hongKongMidnight(day: string): string {
  return `${day}T00:00:00${UTC_OFFSET}`;
}

export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** The first day of the month `months` away from the month of `day`. */
export function addMonths(day: string, months: number): string {
  const date = new Date(`${day.slice(0, 7)}-01T00:00:00Z`);
  date.setUTCMonth(date.getUTCMonth() + months);
  return date.toISOString().slice(0, 10);
}

/** The same day of the month `months` away, or that month's last day when it is shorter. */
export function shiftMonths(day: string, months: number): string {
  const first = addMonths(day, months);
  const last = addDays(addMonths(first, 1), -1);
  const wanted = `${first.slice(0, 8)}${day.slice(8)}`;
  return wanted > last ? last : wanted;
}

/** 0 for Sunday to 6 for Saturday, as calendars in Hong Kong start the week on Sunday. */
export function weekdayOf(day: string): number {
  return new Date(`${day}T00:00:00Z`).getUTCDay();
}

/**
 * The weeks of the month holding `day`, Sunday first, each a list of seven days or null for the
 * blanks before the 1st and after the last day.
 */
export function monthWeeks(day: string): (string | null)[][] {
  const first = `${day.slice(0, 7)}-01`;
  const next = addMonths(first, 1);
  const cells: (string | null)[] = Array.from({ length: weekdayOf(first) }, () => null);
  for (let d = first; d < next; d = addDays(d, 1)) cells.push(d);
  while (cells.length % 7 !== 0) cells.push(null);
  return Array.from({ length: cells.length / 7 }, (_, w) => cells.slice(w * 7, w * 7 + 7));
}

/** Hong Kong keeps UTC+8 all year (no daylight saving), so its calendar is a fixed offset away. */
const HK_OFFSET_MS = 8 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The Hong Kong calendar day and clock time of an instant: "2026-11-22", "14:05". */
export function hongKongNow(now: Date): { day: string; time: string } {
  const iso = new Date(now.getTime() + HK_OFFSET_MS).toISOString();
  return { day: iso.slice(0, 10), time: iso.slice(11, 16) };
}

export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

export interface DateRules {
  now: Date;
  leadTimeDays: number;
  bookingWindowDays: number;
  /** The closed days of the chosen method. */
  blackout: ReadonlySet<string>;
}

export type DateProblem =
  | { kind: 'too_soon'; earliest: string }
  | { kind: 'too_far'; latest: string }
  | { kind: 'closed' }
  | { kind: 'slot_passed' };

/**
 * Whether a pickup or delivery day (and its slot's start) can be booked now: not before today plus
 * the lead time (so never in the past), not past the booking window, not a closed day, and not a
 * slot of today that has already begun.
 */
export function dateProblem(day: string, slotStart: string, rules: DateRules): DateProblem | null {
  const today = hongKongNow(rules.now);
  const earliest = addDays(today.day, rules.leadTimeDays);
  const latest = addDays(today.day, rules.bookingWindowDays);
  if (day < earliest) return { kind: 'too_soon', earliest };
  if (day > latest) return { kind: 'too_far', latest };
  if (rules.blackout.has(day)) return { kind: 'closed' };
  if (day === today.day && slotStart <= today.time) return { kind: 'slot_passed' };
  return null;
}

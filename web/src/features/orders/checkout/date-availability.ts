export type DayStatus = 'open' | 'past' | 'closed';

export interface DayRules {
  /** Today in Hong Kong, YYYY-MM-DD. */
  today: string;
  /** The blackout dates of the chosen method (public holidays). */
  blackout: ReadonlySet<string>;
}

/**
 * Whether a pickup or delivery day can be picked: not before today, and not a blackout date of the
 * method. The shop's lead time and booking window are not in the app data, so the server judges
 * those and its refusal names the earliest or latest day.
 */
export function dayStatus(day: string, rules: DayRules): DayStatus {
  if (day < rules.today) return 'past';
  return rules.blackout.has(day) ? 'closed' : 'open';
}

/** A slot of today that has already begun cannot be booked; any slot of a later day can. */
export function slotOpen(day: string, slotStart: string, now: { day: string; time: string }): boolean {
  return day !== now.day || slotStart > now.time;
}

import { addDays } from './hong-kong-calendar.ts';

export type DayStatus = 'open' | 'past' | 'unavailable' | 'closed';

export interface DayRules {
  /** Today in Hong Kong, YYYY-MM-DD. */
  today: string;
  /** The first and last day the shop takes bookings for (lead time and booking window). */
  earliest: string;
  latest: string;
  /** The blackout dates of the chosen method (public holidays). */
  blackout: ReadonlySet<string>;
}

/** The bookable range from the shop's lead time and booking window (server-contract.md). */
export function bookableRange(
  today: string,
  booking: { lead_time_days: number; booking_window_days: number } | null,
): { earliest: string; latest: string } {
  if (!booking) return { earliest: today, latest: addDays(today, 366) };
  return {
    earliest: addDays(today, booking.lead_time_days),
    latest: addDays(today, booking.booking_window_days),
  };
}

/**
 * Whether a pickup or delivery day can be picked: not before today, not a blackout date of the
 * method, and within the lead time and booking window. A closed day says so even outside the
 * window: it is the truer reason. The server checks the same again.
 */
export function dayStatus(day: string, rules: DayRules): DayStatus {
  if (day < rules.today) return 'past';
  if (rules.blackout.has(day)) return 'closed';
  return day < rules.earliest || day > rules.latest ? 'unavailable' : 'open';
}

/** A slot of today that has already begun cannot be booked; any slot of a later day can. */
export function slotOpen(day: string, slotStart: string, now: { day: string; time: string }): boolean {
  return day !== now.day || slotStart > now.time;
}

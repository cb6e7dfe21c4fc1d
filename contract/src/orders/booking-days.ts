import type { BookingRules } from '../lookups/lookups.calls.ts';
import { addDays, hongKongNow } from '../shop-calendar.ts';

/**
 * Which pickup or delivery days a shopper may book. The storefront's date picker greys out days
 * with these rules and the server refuses an order with the same ones, so the two always agree.
 * Days are the shop's calendar days (see shop-calendar.ts).
 */

export type DayStatus = 'open' | 'past' | 'unavailable' | 'closed';

export interface BookableDays {
  /** Today in Hong Kong. */
  today: string;
  /** The first and last day the shop takes bookings for. */
  earliest: string;
  latest: string;
  /** The closed days (public holidays) of the chosen method: pickup and delivery each have theirs. */
  blackout: ReadonlySet<string>;
}

/**
 * From today plus the lead time (so roasting and packing fit in) to today plus the booking window.
 * Until the storefront has the shop's settings it leaves both to the server: any day of the coming
 * year may be picked.
 */
export function bookableRange(
  today: string,
  booking: BookingRules | null,
): { earliest: string; latest: string } {
  if (!booking) return { earliest: today, latest: addDays(today, 366) };
  return {
    earliest: addDays(today, booking.lead_time_days),
    latest: addDays(today, booking.booking_window_days),
  };
}

/**
 * Whether a day can be booked: not before today, not a closed day of the method, and within the
 * lead time and booking window. A closed day says so even outside the window: it is the truer
 * reason.
 */
export function dayStatus(day: string, days: BookableDays): DayStatus {
  if (day < days.today) return 'past';
  if (days.blackout.has(day)) return 'closed';
  return day < days.earliest || day > days.latest ? 'unavailable' : 'open';
}

/** A slot of today that has already begun cannot be booked; any slot of a later day can. */
export function slotOpen(day: string, slotStart: string, now: { day: string; time: string }): boolean {
  return day !== now.day || slotStart > now.time;
}

export type DateProblem =
  | { kind: 'too_soon'; earliest: string }
  | { kind: 'too_far'; latest: string }
  | { kind: 'closed' }
  | { kind: 'slot_passed' };

/** Why a day and its slot (by its start time) cannot be booked at `now`, or null when they can. */
export function dateProblem(
  day: string,
  slotStart: string,
  rules: { now: Date; booking: BookingRules; blackout: ReadonlySet<string> },
): DateProblem | null {
  const now = hongKongNow(rules.now);
  const range = bookableRange(now.day, rules.booking);
  switch (dayStatus(day, { today: now.day, ...range, blackout: rules.blackout })) {
    case 'past':
    case 'unavailable':
      return day < range.earliest
        ? { kind: 'too_soon', earliest: range.earliest }
        : { kind: 'too_far', latest: range.latest };
    case 'closed':
      return { kind: 'closed' };
    case 'open':
      return slotOpen(day, slotStart, now) ? null : { kind: 'slot_passed' };
  }
}

import type { BookingRules } from '@shop/contract/lookups/lookups.calls';
import { dateProblem } from '@shop/contract/orders/booking-days';
import { addDays, hongKongNow } from '@shop/contract/shop-calendar';

/** Until an owner sets `subscription_cutoff_days`: orders are made three days before delivery, for roasting and resting. */
export const DEFAULT_CUTOFF_DAYS = 3;

/** The shop's cut-off: how many Hong Kong days before a delivery its order is made. */
export function subscriptionCutoffDays(settings: { subscription_cutoff_days?: number | undefined }): number {
  return settings.subscription_cutoff_days ?? DEFAULT_CUTOFF_DAYS;
}

/** How far along the frequency grid a date is looked for before giving up (a year of weekly deliveries). */
const MAX_GRID_STEPS = 52;

/**
 * A bag's price on a subscription: the variant's price less the plan's discount, rounded to the
 * nearest cent (half a cent up), so 10% off HK$145.00 is HK$130.50 and off HK$0.05 is HK$0.05.
 */
export function subscriberPrice(priceCents: number, discountPercent: number): number {
  return Math.floor((priceCents * (100 - discountPercent) + 50) / 100);
}

/** The calendar a subscription's delivery days are checked against: its method's slot and closed days. */
export interface DeliveryCalendar {
  now: Date;
  booking: BookingRules;
  blackout: ReadonlySet<string>;
  slotStart: string;
  cutoffDays: number;
}

/**
 * Whether a later delivery may fall on `day`: checkout's rules (not too soon, not a closed day, the
 * slot not begun) except the booking window, which bounds what a shopper books by hand, not how far
 * ahead a standing order runs.
 */
export function deliverable(day: string, calendar: DeliveryCalendar): boolean {
  const problem = dateProblem(day, calendar.slotStart, calendar);
  return problem === null || problem.kind === 'too_far';
}

/**
 * The first day on the grid `anchor + k × weeks` (k ≥ 0) that is on or after `notBefore` and
 * deliverable; null when none is within MAX_GRID_STEPS of `notBefore`.
 */
export function firstOnGrid(
  anchor: string,
  weeks: number,
  notBefore: string,
  calendar: DeliveryCalendar,
): string | null {
  const step = 7 * weeks;
  const behind = (Date.parse(notBefore) - Date.parse(anchor)) / 86_400_000;
  const first = behind > 0 ? Math.ceil(behind / step) : 0;
  for (let k = first; k <= first + MAX_GRID_STEPS; k++) {
    const day = addDays(anchor, k * step);
    if (deliverable(day, calendar)) return day;
  }
  return null;
}

/** The delivery after `day`: one frequency on, and further along the grid past closed days. */
export function deliveryAfter(day: string, weeks: number, calendar: DeliveryCalendar): string | null {
  return firstOnGrid(day, weeks, addDays(day, 1), calendar);
}

/**
 * Resuming lands on the first deliverable grid day from today + the cut-off: the earliest delivery
 * the roaster can still make an order for, so a resumed subscription never owes one from its pause.
 */
export function resumeDay(nextDate: string, weeks: number, calendar: DeliveryCalendar): string | null {
  const earliest = addDays(hongKongNow(calendar.now).day, calendar.cutoffDays);
  return firstOnGrid(nextDate, weeks, earliest, calendar);
}

/** The day the order of a delivery on `nextDate` is made: `cutoffDays` before, or today when that has passed. */
export function cutoffDate(nextDate: string, calendar: DeliveryCalendar): string {
  const cutoff = addDays(nextDate, -calendar.cutoffDays);
  const today = hongKongNow(calendar.now).day;
  return cutoff < today ? today : cutoff;
}

/** `nextDate` and the deliveries after it, `count` in all (fewer when the grid runs dry). */
export function upcomingDeliveries(
  nextDate: string,
  weeks: number,
  count: number,
  calendar: DeliveryCalendar,
): string[] {
  const days = [nextDate];
  while (days.length < count) {
    const after = deliveryAfter(days[days.length - 1]!, weeks, calendar);
    if (after === null) break;
    days.push(after);
  }
  return days;
}

import { describe, expect, it } from 'vitest';
import {
  cutoffDate,
  type DeliveryCalendar,
  deliveryAfter,
  resumeDay,
  subscriberPrice,
  upcomingDeliveries,
} from './subscription-schedule.ts';

/** 27 Nov 2026, 10:00 in Hong Kong; lead time 1 day, window 30; 25 Dec closed; cut-off 3 days. */
const calendar = (closed: string[] = ['2026-12-25']): DeliveryCalendar => ({
  now: new Date('2026-11-27T02:00:00Z'),
  booking: { lead_time_days: 1, booking_window_days: 30 },
  blackout: new Set(closed),
  slotStart: '10:00',
  cutoffDays: 3,
});

describe('subscriberPrice', () => {
  it('takes the discount off in whole cents, half a cent up', () => {
    expect(subscriberPrice(14_500, 10)).toBe(13_050);
    expect(subscriberPrice(999, 15)).toBe(849);
    expect(subscriberPrice(150, 33)).toBe(101);
    expect(subscriberPrice(5, 10)).toBe(5);
    expect(subscriberPrice(12_345, 0)).toBe(12_345);
  });
});

describe('the delivery grid', () => {
  it('moves a frequency on, and past a closed day to the next day on the grid', () => {
    expect(deliveryAfter('2026-12-04', 1, calendar())).toBe('2026-12-11');
    expect(deliveryAfter('2026-12-18', 1, calendar())).toBe('2027-01-01');
    expect(deliveryAfter('2026-12-11', 2, calendar())).toBe('2027-01-08');
  });

  it('goes beyond the booking window: it bounds what is booked by hand, not a standing order', () => {
    expect(deliveryAfter('2026-12-04', 8, calendar())).toBe('2027-01-29');
  });

  it('gives up after a year of closed grid days', () => {
    const everyFriday = Array.from({ length: 60 }, (_, k) =>
      new Date(Date.parse('2026-12-11') + k * 7 * 86_400_000).toISOString().slice(0, 10),
    );
    expect(deliveryAfter('2026-12-04', 1, calendar(everyFriday))).toBeNull();
  });

  it('resumes on the first grid day from today + the cut-off, jumping over a long pause', () => {
    expect(resumeDay('2026-11-28', 1, calendar())).toBe('2026-12-05');
    expect(resumeDay('2026-12-12', 1, calendar())).toBe('2026-12-12');
    expect(resumeDay('2025-01-03', 4, calendar())).toBe('2026-12-04');
  });

  it('shows the cut-off (today once it has passed) and the next deliveries', () => {
    expect(cutoffDate('2026-12-10', calendar())).toBe('2026-12-07');
    expect(cutoffDate('2026-11-29', calendar())).toBe('2026-11-27');
    expect(upcomingDeliveries('2026-12-11', 1, 4, calendar())).toEqual([
      '2026-12-11',
      '2026-12-18',
      '2027-01-01',
      '2027-01-08',
    ]);
  });
});

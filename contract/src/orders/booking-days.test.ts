import { describe, expect, it } from 'vitest';
import { bookableRange, dateProblem, dayStatus, slotOpen } from './booking-days.ts';

const booking = { lead_time_days: 1, booking_window_days: 30 };

describe('the days the date picker offers', () => {
  const range = bookableRange('2026-11-22', { lead_time_days: 1, booking_window_days: 40 });
  const days = { today: '2026-11-22', ...range, blackout: new Set(['2026-12-25']) };

  it('run from today plus the lead time to today plus the booking window', () => {
    expect(range).toEqual({ earliest: '2026-11-23', latest: '2027-01-01' });
  });

  it('grey out past days, days inside the lead time or past the window, and closed days', () => {
    expect(dayStatus('2026-11-21', days)).toBe('past');
    expect(dayStatus('2026-11-22', days)).toBe('unavailable');
    expect(dayStatus('2026-11-23', days)).toBe('open');
    expect(dayStatus('2026-12-24', days)).toBe('open');
    expect(dayStatus('2026-12-25', days)).toBe('closed');
    expect(dayStatus('2027-01-01', days)).toBe('open');
    expect(dayStatus('2027-01-02', days)).toBe('unavailable');
  });

  it('call a closed day closed even outside the window', () => {
    expect(dayStatus('2027-01-02', { ...days, blackout: new Set(['2027-01-02']) })).toBe('closed');
  });

  it('leave the lead time and window to the server until the shop settings arrive', () => {
    expect(bookableRange('2026-11-22', null)).toEqual({ earliest: '2026-11-22', latest: '2027-11-23' });
  });

  it('close the slots of today that have begun', () => {
    const now = { day: '2026-11-22', time: '13:05' };
    expect(slotOpen('2026-11-22', '13:00', now)).toBe(false);
    expect(slotOpen('2026-11-22', '13:05', now)).toBe(false);
    expect(slotOpen('2026-11-22', '15:00', now)).toBe(true);
    expect(slotOpen('2026-11-23', '11:00', now)).toBe(true);
  });
});

describe('the days an order may name', () => {
  // 2026-11-22 10:30 in Hong Kong.
  const rules = { now: new Date('2026-11-22T02:30:00Z'), booking, blackout: new Set(['2026-12-01']) };

  it('start after the lead time, so never in the past', () => {
    expect(dateProblem('2026-11-21', '11:00', rules)).toEqual({ kind: 'too_soon', earliest: '2026-11-23' });
    expect(dateProblem('2026-11-22', '15:00', rules)).toEqual({ kind: 'too_soon', earliest: '2026-11-23' });
    expect(dateProblem('2026-11-23', '11:00', rules)).toBeNull();
  });

  it('count the lead time from the Hong Kong day, which starts while UTC is still on the day before', () => {
    // 00:30 on 23 November in Hong Kong, 16:30 on 22 November in UTC.
    const afterMidnight = { ...rules, now: new Date('2026-11-22T16:30:00Z') };
    expect(dateProblem('2026-11-23', '11:00', afterMidnight)).toEqual({
      kind: 'too_soon',
      earliest: '2026-11-24',
    });
    expect(dateProblem('2026-11-24', '11:00', afterMidnight)).toBeNull();
    expect(dateProblem('2026-12-23', '11:00', afterMidnight)).toBeNull();
  });

  it('end with the booking window', () => {
    expect(dateProblem('2026-12-22', '11:00', rules)).toBeNull();
    expect(dateProblem('2026-12-23', '11:00', rules)).toEqual({ kind: 'too_far', latest: '2026-12-22' });
  });

  it('skip the closed days of the method', () => {
    expect(dateProblem('2026-12-01', '11:00', rules)).toEqual({ kind: 'closed' });
    expect(dateProblem('2026-12-01', '11:00', { ...rules, blackout: new Set() })).toBeNull();
  });

  it('with no lead time, allow today only for slots that have not begun', () => {
    const sameDay = { ...rules, booking: { ...booking, lead_time_days: 0 } };
    expect(dateProblem('2026-11-22', '10:00', sameDay)).toEqual({ kind: 'slot_passed' });
    expect(dateProblem('2026-11-22', '10:30', sameDay)).toEqual({ kind: 'slot_passed' });
    expect(dateProblem('2026-11-22', '11:00', sameDay)).toBeNull();
    expect(dateProblem('2026-11-23', '09:00', sameDay)).toBeNull();
  });
});

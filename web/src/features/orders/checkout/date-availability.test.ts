import { describe, expect, it } from 'vitest';
import { bookableRange, dayStatus, slotOpen } from './date-availability.ts';
import { addDays, addMonths, hongKongNow, monthWeeks, shiftMonths, weekdayOf } from './hong-kong-calendar.ts';

describe('the Hong Kong calendar', () => {
  it('is UTC+8, so a late UTC evening is already tomorrow', () => {
    expect(hongKongNow(new Date('2026-11-22T17:30:00Z'))).toEqual({ day: '2026-11-23', time: '01:30' });
  });

  it('adds days and months across the year end', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addMonths('2026-12-25', 1)).toBe('2027-01-01');
    expect(addMonths('2027-01-31', -1)).toBe('2026-12-01');
  });

  it('moves a day by months, keeping the day of the month where it can', () => {
    expect(shiftMonths('2026-12-07', -1)).toBe('2026-11-07');
    expect(shiftMonths('2027-01-31', 1)).toBe('2027-02-28');
    expect(shiftMonths('2026-12-15', 1)).toBe('2027-01-15');
  });

  it('lays a month out in weeks starting on Sunday', () => {
    const weeks = monthWeeks('2026-11-22');
    expect(weekdayOf('2026-11-01')).toBe(0);
    expect(weeks[0]).toEqual([
      '2026-11-01',
      '2026-11-02',
      '2026-11-03',
      '2026-11-04',
      '2026-11-05',
      '2026-11-06',
      '2026-11-07',
    ]);
    expect(weeks.at(-1)).toEqual(['2026-11-29', '2026-11-30', null, null, null, null, null]);
    expect(monthWeeks('2027-02-10').flat().filter(Boolean)).toHaveLength(28);
    expect(monthWeeks('2026-12-01')[0]!.slice(0, 2)).toEqual([null, null]);
  });
});

describe('pickup and delivery days', () => {
  const range = bookableRange('2026-11-22', { lead_time_days: 1, booking_window_days: 40 });
  const rules = { today: '2026-11-22', ...range, blackout: new Set(['2026-12-25']) };

  it('grey out past days, days inside the lead time or past the window, and blackout dates', () => {
    expect(range).toEqual({ earliest: '2026-11-23', latest: '2027-01-01' });
    expect(dayStatus('2026-11-21', rules)).toBe('past');
    expect(dayStatus('2026-11-22', rules)).toBe('unavailable');
    expect(dayStatus('2026-11-23', rules)).toBe('open');
    expect(dayStatus('2026-12-25', rules)).toBe('closed');
    expect(dayStatus('2026-12-24', rules)).toBe('open');
    expect(dayStatus('2027-01-02', rules)).toBe('unavailable');
    expect(dayStatus('2027-01-02', { ...rules, blackout: new Set(['2027-01-02']) })).toBe('closed');
  });

  it('leave the lead time and window to the server until the shop settings arrive', () => {
    expect(bookableRange('2026-11-22', null).earliest).toBe('2026-11-22');
  });

  it('close the slots of today that have begun', () => {
    const now = { day: '2026-11-22', time: '13:05' };
    expect(slotOpen('2026-11-22', '13:00', now)).toBe(false);
    expect(slotOpen('2026-11-22', '15:00', now)).toBe(true);
    expect(slotOpen('2026-11-23', '11:00', now)).toBe(true);
  });
});

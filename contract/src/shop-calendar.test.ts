import { describe, expect, it } from 'vitest';
import {
  addDays,
  addMonths,
  hongKongMidnight,
  hongKongNow,
  monthWeeks,
  shiftMonths,
  weekdayOf,
} from './shop-calendar.ts';

describe('the shop calendar', () => {
  it('is UTC+8, so a late UTC evening is already tomorrow in Hong Kong', () => {
    expect(hongKongNow(new Date('2026-11-22T17:30:00Z'))).toEqual({ day: '2026-11-23', time: '01:30' });
    expect(hongKongNow(new Date('2026-11-22T15:59:00Z'))).toEqual({ day: '2026-11-22', time: '23:59' });
    expect(hongKongNow(new Date('2026-12-24T15:59:59Z')).day).toBe('2026-12-24');
    expect(hongKongNow(new Date('2026-12-31T16:00:00Z')).day).toBe('2027-01-01');
  });

  it('starts a Hong Kong day at 16:00 UTC of the day before', () => {
    expect(hongKongMidnight('2026-11-24')).toBe('2026-11-24T00:00:00+08:00');
    expect(new Date(hongKongMidnight('2026-11-24')).toISOString()).toBe('2026-11-23T16:00:00.000Z');
  });

  it('adds days and months across month and year ends', () => {
    expect(addDays('2026-12-30', 3)).toBe('2027-01-02');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2028-03-01', -1)).toBe('2028-02-29');
    expect(addMonths('2026-12-25', 1)).toBe('2027-01-01');
    expect(addMonths('2027-01-31', -1)).toBe('2026-12-01');
  });

  it('moves a day by months, keeping the day of the month where it can', () => {
    expect(shiftMonths('2026-12-07', -1)).toBe('2026-11-07');
    expect(shiftMonths('2027-01-31', 1)).toBe('2027-02-28');
    expect(shiftMonths('2026-12-15', 1)).toBe('2027-01-15');
  });

  it('names weekdays from Sunday (0) to Saturday (6)', () => {
    expect(weekdayOf('2026-11-01')).toBe(0);
    expect(weekdayOf('2026-11-25')).toBe(3);
    expect(weekdayOf('2026-11-28')).toBe(6);
  });

  it('lays a month out in weeks starting on Sunday', () => {
    const weeks = monthWeeks('2026-11-22');
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

import { addDays } from '@shop/contract/shop-calendar';
import { describe, expect, it } from 'vitest';
import {
  formatAxisDay,
  formatDay,
  formatInstant,
  formatLongDay,
  formatMonth,
  formatShortDay,
  hongKongDayOf,
  weekdayNames,
} from './hong-kong-dates.ts';
import { formatWrittenDay } from './written-day.ts';

const LANGUAGES = [
  ['en', 'en-HK'],
  ['zh-HK', 'zh-HK'],
] as const;

/** Every day of 2027 and of the leap year after, so every month, weekday and day number comes up. */
const DAYS = [
  ...Array.from({ length: 365 }, (_, i) => addDays('2027-01-01', i)),
  ...Array.from({ length: 366 }, (_, i) => addDays('2028-01-01', i)),
];

const intlDay = (locale: string, options: Intl.DateTimeFormatOptions) => (day: string) =>
  new Intl.DateTimeFormat(locale, { ...options, timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`));

describe('Hong Kong dates', () => {
  it.each(LANGUAGES)('writes each day of two years as Intl does in %s', (language, locale) => {
    const styles = [
      [formatDay, { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' }],
      [formatLongDay, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }],
      [formatWrittenDay, { dateStyle: 'long' }],
      [formatShortDay, { dateStyle: 'medium' }],
      [formatAxisDay, { day: 'numeric', month: 'short' }],
      [formatMonth, { month: 'long', year: 'numeric' }],
    ] as const;
    for (const [format, options] of styles) {
      const intl = intlDay(locale, options);
      expect(DAYS.map((day) => format(day, language))).toEqual(DAYS.map(intl));
    }
  });

  it.each(LANGUAGES)('names the weekdays, Sunday first, as Intl does in %s', (language, locale) => {
    // 2027-01-03 is a Sunday.
    const week = Array.from({ length: 7 }, (_, i) => addDays('2027-01-03', i));
    expect(weekdayNames(language)).toEqual(
      week.map((day) => ({
        short: intlDay(locale, { weekday: 'narrow' })(day),
        long: intlDay(locale, { weekday: 'long' })(day),
      })),
    );
  });

  it.each(LANGUAGES)('writes an instant in Hong Kong time as Intl does in %s', (language, locale) => {
    const intl = new Intl.DateTimeFormat(locale, {
      dateStyle: 'medium',
      timeStyle: 'short',
      timeZone: 'Asia/Hong_Kong',
    });
    // Every hour and a spread of minutes across a day boundary in Hong Kong (UTC+8).
    const instants = Array.from({ length: 48 }, (_, i) => new Date(Date.UTC(2027, 11, 31, i, (i * 7) % 60)));
    for (const instant of instants)
      expect(formatInstant(instant.toISOString(), language)).toBe(intl.format(instant));
  });

  it('puts an instant on the Hong Kong day it falls on, whatever the device’s time zone', () => {
    expect(hongKongDayOf('2027-03-04T15:59:00Z')).toBe('2027-03-04');
    expect(hongKongDayOf('2027-03-04T16:00:00Z')).toBe('2027-03-05');
    expect(hongKongDayOf('not a date')).toBe('');
  });

  it('writes nothing for a string that is not a day, rather than "Invalid Date"', () => {
    expect(formatDay('someday', 'en')).toBe('');
    expect(formatInstant('someday', 'zh-HK')).toBe('');
  });
});

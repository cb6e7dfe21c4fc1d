import { HONG_KONG } from '@shop/contract/hong-kong';

/**
 * Dates as a Hong Kong shopper or staff member reads them, in either language; the shop's clock is
 * Hong Kong's. The storefront and the console format with these, so a day reads the same in both.
 */
const locale = (language: string) => (language === 'zh-HK' ? 'zh-HK' : 'en-HK');

/** A calendar day ("2026-11-25") in the given parts; the day is a date, not an instant, so UTC keeps it whole. */
function formatCalendarDay(day: string, language: string, parts: Intl.DateTimeFormatOptions): string {
  return new Intl.DateTimeFormat(locale(language), { ...parts, timeZone: 'UTC' }).format(
    new Date(`${day}T00:00:00Z`),
  );
}

/** A calendar day with its weekday: "Wed, 25 Nov 2026" or "2026年11月25日 星期三". */
export function formatDay(day: string, language: string): string {
  return formatCalendarDay(day, language, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
  });
}

/** A day in full for screen readers and the picker's labels. */
export function formatLongDay(day: string, language: string): string {
  return formatCalendarDay(day, language, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  });
}

/** A month heading: "November 2026" or "2026年11月". */
export function formatMonth(day: string, language: string): string {
  return formatCalendarDay(day, language, { month: 'long', year: 'numeric' });
}

/** The narrow weekday names, Sunday first, for the picker's column heads. */
export function weekdayNames(language: string): { short: string; long: string }[] {
  // 2026-11-01 is a Sunday.
  return Array.from({ length: 7 }, (_, i) => {
    const date = new Date(Date.UTC(2026, 10, 1 + i));
    const name = (weekday: 'narrow' | 'long') =>
      new Intl.DateTimeFormat(locale(language), { weekday, timeZone: 'UTC' }).format(date);
    return { short: name('narrow'), long: name('long') };
  });
}

/** An instant (an order's created_at) in Hong Kong time. */
export function formatInstant(iso: string, language: string): string {
  return new Intl.DateTimeFormat(locale(language), {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: HONG_KONG.timeZone,
  }).format(new Date(iso));
}

/** A chart's axis label for a day: "25 Nov" or "11月25日". */
export function formatAxisDay(day: string, language: string): string {
  return new Intl.DateTimeFormat(locale(language), {
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  }).format(new Date(`${day}T00:00:00Z`));
}

/**
 * A day in words, the one date the product page shows on its first screen (the roast date), apart
 * from the rest of the shop's dates (hong-kong-dates.ts) so that page downloads only this.
 */
export const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

export interface DayParts {
  year: number;
  /** 1 to 12. */
  month: number;
  day: number;
  /** 0 for Sunday. */
  weekday: number;
}

export const isChinese = (language: string) => language === 'zh-HK';

/** A calendar day ("2026-11-25"): a date, not an instant, so it is read as it is written. */
export function partsOfDay(day: string): DayParts {
  const date = new Date(`${day.slice(0, 10)}T00:00:00Z`);
  return {
    year: date.getUTCFullYear(),
    month: date.getUTCMonth() + 1,
    day: date.getUTCDate(),
    weekday: date.getUTCDay(),
  };
}

/** A day in words, as a roast date or a post's date: "25 November 2026" or "2026年11月25日"; '' for no day. */
export function formatWrittenDay(day: string, language: string): string {
  const { year, month, day: date } = partsOfDay(day);
  if (Number.isNaN(year)) return '';
  return isChinese(language) ? `${year}年${month}月${date}日` : `${date} ${MONTHS[month - 1]} ${year}`;
}

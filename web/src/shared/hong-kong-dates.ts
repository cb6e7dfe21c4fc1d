import { hongKongNow } from '@shop/contract/shop-calendar';
import { type DayParts, isChinese, MONTHS, partsOfDay } from './written-day.ts';

/**
 * Dates as a Hong Kong shopper or staff member reads them, in either language; the shop's clock is
 * Hong Kong's. The storefront and the console format with these, so a day reads the same in both.
 *
 * Written out here rather than with `Intl.DateTimeFormat`: a page's first formatter makes Chromium
 * load ICU's data, and every formatter built after costs a few milliseconds more, which the
 * checkout's calendar paid for each of its days, a long task on a phone (docs/performance.md, "Intl
 * on the first screen"). The test holds every one of these to what `Intl` writes in `en-HK` and
 * `zh-HK`, for every day of two years and every hour of a day.
 */
const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const CHINESE_WEEKDAYS = ['日', '一', '二', '三', '四', '五', '六'];

interface DayStyle {
  month: 'short' | 'long';
  year: boolean;
  weekday?: 'short' | 'long';
}

/** Hong Kong English shortens September to four letters, every other month to three. */
const shortMonth = (month: number) => (month === 9 ? 'Sept' : MONTHS[month - 1]!.slice(0, 3));

function writeDay(parts: DayParts, language: string, style: DayStyle): string {
  const { year, month, day, weekday } = parts;
  if (isChinese(language)) {
    const weekdayText = style.weekday
      ? `${style.weekday === 'short' ? '週' : '星期'}${CHINESE_WEEKDAYS[weekday]}`
      : '';
    return `${style.year ? `${year}年` : ''}${month}月${day}日${weekdayText}`;
  }
  const weekdayName = WEEKDAYS[weekday]!;
  const weekdayText = style.weekday
    ? `${style.weekday === 'short' ? weekdayName.slice(0, 3) : weekdayName}, `
    : '';
  const monthName = style.month === 'short' ? shortMonth(month) : MONTHS[month - 1];
  return `${weekdayText}${day} ${monthName}${style.year ? ` ${year}` : ''}`;
}

/** A calendar day in the given style, or '' for a string that is not one. */
function formatCalendarDay(day: string, language: string, style: DayStyle): string {
  const parts = partsOfDay(day);
  return Number.isNaN(parts.year) ? '' : writeDay(parts, language, style);
}

/** A calendar day with its weekday: "Wed, 25 Nov 2026" or "2026年11月25日週三". */
export function formatDay(day: string, language: string): string {
  return formatCalendarDay(day, language, { weekday: 'short', month: 'short', year: true });
}

/** A day in full for screen readers and the picker's labels: "Wednesday, 25 November 2026". */
export function formatLongDay(day: string, language: string): string {
  return formatCalendarDay(day, language, { weekday: 'long', month: 'long', year: true });
}

/** A day in short, as a list's date: "25 Nov 2026" or "2026年11月25日". */
export function formatShortDay(day: string, language: string): string {
  return formatCalendarDay(day, language, { month: 'short', year: true });
}

/** A chart's axis label for a day: "25 Nov" or "11月25日". */
export function formatAxisDay(day: string, language: string): string {
  return formatCalendarDay(day, language, { month: 'short', year: false });
}

/** A month heading: "November 2026" or "2026年11月". */
export function formatMonth(day: string, language: string): string {
  const { year, month } = partsOfDay(day);
  return isChinese(language) ? `${year}年${month}月` : `${MONTHS[month - 1]} ${year}`;
}

/** The narrow weekday names, Sunday first, for the picker's column heads. */
export function weekdayNames(language: string): { short: string; long: string }[] {
  return WEEKDAYS.map((name, weekday) =>
    isChinese(language)
      ? { short: CHINESE_WEEKDAYS[weekday]!, long: `星期${CHINESE_WEEKDAYS[weekday]}` }
      : { short: name[0]!, long: name },
  );
}

/** The Hong Kong day an instant falls on ("2026-11-25"), as a list of dated events shows it. */
export function hongKongDayOf(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : hongKongNow(date).day;
}

/** An instant (an order's created_at) in Hong Kong time: "25 Nov 2026, 3:05 pm". */
export function formatInstant(iso: string, language: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const { day, time } = hongKongNow(date);
  const [hours, minutes] = time.split(':').map(Number) as [number, number];
  const clock = `${hours % 12 || 12}:${String(minutes).padStart(2, '0')}`;
  const dayText = formatShortDay(day, language);
  if (isChinese(language)) return `${dayText} ${hours < 12 ? '上午' : '下午'}${clock}`;
  return `${dayText}, ${clock} ${hours < 12 ? 'am' : 'pm'}`;
}

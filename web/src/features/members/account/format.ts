import { groupedDigits } from '@shop/contract/grouped-digits';
import { formatAxisDay, formatShortDay, hongKongDayOf } from '../../../shared/hong-kong-dates.ts';

/** The Hong Kong day of an instant or a calendar day, in short: 15 Jan 2026 / 2026年1月15日. */
export function formatDate(iso: string, language: string): string {
  return formatShortDay(hongKongDayOf(iso), language) || iso;
}

/** A chart's point in time as its axis shows it: 15 Jan, or 15 Jan 2026 where the years differ. */
export function formatShortDate(time: number, language: string, withYear: boolean): string {
  const day = hongKongDayOf(new Date(time).toISOString());
  return withYear ? formatShortDay(day, language) : formatAxisDay(day, language);
}

/** A count of Beans, grouped the same in both languages: 1,850. */
export function formatNumber(value: number): string {
  return groupedDigits(value);
}

/** A change in points with its sign, so earning and spending read apart: +1,850 / −500. */
export function formatChange(value: number): string {
  const digits = formatNumber(Math.abs(value));
  return value < 0 ? `−${digits}` : `+${digits}`;
}

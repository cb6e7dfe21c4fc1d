/** Hong Kong formats in both languages (design.md): 15 Jan 2026 / 2026年1月15日, 1,850. */
const localeOf = (language: string) => (language === 'zh-HK' ? 'zh-HK' : 'en-HK');

export function formatDate(iso: string, language: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(localeOf(language), { dateStyle: 'medium' }).format(date);
}

export function formatShortDate(time: number, language: string, withYear: boolean): string {
  return new Intl.DateTimeFormat(localeOf(language), {
    day: 'numeric',
    month: 'short',
    ...(withYear ? { year: 'numeric' } : {}),
  }).format(new Date(time));
}

export function formatNumber(value: number, language: string): string {
  return value.toLocaleString(localeOf(language));
}

/** A change in points with its sign, so earning and spending read apart: +1,850 / −500. */
export function formatChange(value: number, language: string): string {
  const digits = formatNumber(Math.abs(value), language);
  return value < 0 ? `−${digits}` : `+${digits}`;
}

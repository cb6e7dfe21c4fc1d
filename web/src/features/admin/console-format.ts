import { formatHkd, fromWire } from '@shop/contract/money';
import { useTranslation } from 'react-i18next';
import { formatAxisDay, formatDay, formatInstant } from '../../shared/hong-kong-dates.ts';

/** A wire amount (HK$ with up to 2 decimals) as HK$1,234.50, through the contract's one formatter. */
export const money = (wire: number) => formatHkd(fromWire(wire));

export const count = (value: number) => value.toLocaleString('en-HK');

/** A bilingual record's field: `name_en` / `name_zh`, the other language when one is blank. */
function pickField(record: object, field: string, language: string): string {
  const r = record as Record<string, unknown>;
  const zh = r[`${field}_zh`];
  const en = r[`${field}_en`];
  return String((language === 'zh-HK' && zh) || en || zh || '');
}

/** Everything a console screen formats, in the language on screen. */
export function useConsoleFormat() {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage === 'zh-HK' ? 'zh-HK' : 'en';
  return {
    language,
    money,
    count,
    day: (day: string) => formatDay(day, language),
    instant: (iso: string) => (iso ? formatInstant(iso, language) : '–'),
    axisDay: (day: string) => formatAxisDay(day, language),
    pick: (record: object, field: string) => pickField(record, field, language),
    /** A variant's option as "Grind: Whole bean" or "研磨：原豆". */
    option: (option: object) =>
      `${pickField(option, 'name', language)}${language === 'zh-HK' ? '：' : ': '}${pickField(option, 'value', language)}`,
  };
}

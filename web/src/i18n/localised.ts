import { useTranslation } from 'react-i18next';

/**
 * Picks the field of the shopper's language from a bilingual record: `name_en` / `name_zh`
 * (and `name_cn`, the Simplified Chinese kept as a data fallback), falling back to English.
 */
export function pickLocalised(record: object, field: string, language: string): string {
  const r = record as Record<string, unknown>;
  const text = (key: string) =>
    typeof r[key] === 'string' && r[key] !== '' ? (r[key] as string) : undefined;
  const chain = language === 'zh-HK' ? ['zh', 'cn', 'en'] : ['en', 'zh', 'cn'];
  for (const suffix of chain) {
    const value = text(`${field}_${suffix}`);
    if (value !== undefined) return value;
  }
  return '';
}

export function useLocalised() {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? 'en';
  return (record: object, field: string) => pickLocalised(record, field, language);
}

import type { CoffeeAttributes } from '@shop/contract/catalog/product.calls';

export type CoffeeFactKey = 'origin' | 'process' | 'roastLevel' | 'tastingNotes' | 'roastDate';

/** Dates are written the Hong Kong way in both languages (design brief): 12 May 2025, 2025年5月12日. */
export function roastDateLabel(date: string, language: string): string {
  const day = new Date(`${date.slice(0, 10)}T00:00:00Z`);
  if (Number.isNaN(day.getTime())) return '';
  return new Intl.DateTimeFormat(language === 'zh-HK' ? 'zh-HK' : 'en-HK', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(day);
}

interface FactText {
  pick: (record: object, field: string) => string;
  roastLevel: (level: CoffeeAttributes['roast_level']) => string;
  language: string;
}

/**
 * The coffee's facts in reading order, each in the shopper's language; empty ones are left out
 * so a table never shows a blank row.
 */
export function coffeeFacts(
  coffee: CoffeeAttributes,
  text: FactText,
): { key: CoffeeFactKey; value: string }[] {
  const facts: { key: CoffeeFactKey; value: string }[] = [
    { key: 'origin', value: text.pick(coffee, 'origin') },
    { key: 'process', value: text.pick(coffee, 'process') },
    { key: 'roastLevel', value: text.roastLevel(coffee.roast_level) },
    { key: 'tastingNotes', value: text.pick(coffee, 'tasting_notes') },
    { key: 'roastDate', value: coffee.roast_date ? roastDateLabel(coffee.roast_date, text.language) : '' },
  ];
  return facts.filter((fact) => fact.value);
}

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

/** Every fact, in reading order. */
const COFFEE_FACT_KEYS: readonly CoffeeFactKey[] = [
  'origin',
  'process',
  'roastLevel',
  'tastingNotes',
  'roastDate',
];

/**
 * The coffee's facts asked for, in that order, each in the shopper's language; empty ones are left
 * out so a table never shows a blank row. Only those asked for are written: a card's row shows
 * three, and the roast date's `Intl` formatter would cost the listing's first screen a long task
 * (docs/performance.md, "Intl on the first screen").
 */
export function coffeeFacts(
  coffee: CoffeeAttributes,
  text: FactText,
  keys: readonly CoffeeFactKey[] = COFFEE_FACT_KEYS,
): { key: CoffeeFactKey; value: string }[] {
  const writeFact: Record<CoffeeFactKey, () => string> = {
    origin: () => text.pick(coffee, 'origin'),
    process: () => text.pick(coffee, 'process'),
    roastLevel: () => text.roastLevel(coffee.roast_level),
    tastingNotes: () => text.pick(coffee, 'tasting_notes'),
    roastDate: () => (coffee.roast_date ? roastDateLabel(coffee.roast_date, text.language) : ''),
  };
  return keys.map((key) => ({ key, value: writeFact[key]() })).filter((fact) => fact.value);
}

import type { CoffeeAttributes } from '@shop/contract/catalog/product.calls';

export type CoffeeFactKey = 'origin' | 'process' | 'roastLevel' | 'tastingNotes' | 'roastDate';

interface FactText {
  pick: (record: object, field: string) => string;
  roastLevel: (level: CoffeeAttributes['roast_level']) => string;
  language: string;
  /**
   * Writes the roast date (a day); without it the date is left out. Given by the product page and
   * the comparison, not by the cards, whose chunk (shared with home) then carries no month names.
   */
  writeDay?: (day: string, language: string) => string;
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
 * three.
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
    roastDate: () =>
      coffee.roast_date && text.writeDay ? text.writeDay(coffee.roast_date, text.language) : '',
  };
  return keys.map((key) => ({ key, value: writeFact[key]() })).filter((fact) => fact.value);
}

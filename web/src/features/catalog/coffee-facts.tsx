import type { CoffeeAttributes } from '@shop/contract/catalog/product.calls';
import { useTranslation } from 'react-i18next';
import { useLocalised } from '../../i18n/localised.ts';
import { type CoffeeFactKey, coffeeFacts } from './coffee-facts.ts';

type WriteDay = (day: string, language: string) => string;

/** The coffee's facts with their labels, in the shopper's language; the roast date needs `writeDay`. */
export function useCoffeeFacts(writeDay?: WriteDay) {
  const { t, i18n } = useTranslation('catalog');
  const pick = useLocalised();
  return (coffee: CoffeeAttributes, keys?: readonly CoffeeFactKey[]) =>
    coffeeFacts(
      coffee,
      { pick, roastLevel: (level) => t(`roast.${level}`), language: i18n.resolvedLanguage ?? 'en', writeDay },
      keys,
    ).map((fact) => ({ ...fact, label: t(`coffee.${fact.key}`) }));
}

const COMPACT: CoffeeFactKey[] = ['origin', 'process', 'roastLevel'];

/**
 * The coffee's details as a definition list; `compact` keeps the three a list row has room for, and
 * the full list shows the roast date when given `writeDay`.
 */
export function CoffeeFacts({
  coffee,
  compact = false,
  writeDay,
}: {
  coffee: CoffeeAttributes;
  compact?: boolean;
  writeDay?: WriteDay;
}) {
  const facts = useCoffeeFacts(writeDay)(coffee, compact ? COMPACT : undefined);
  return (
    <dl className={compact ? 'coffee-facts coffee-facts--compact' : 'coffee-facts'}>
      {facts.map((fact) => (
        <div key={fact.key} className="coffee-facts__row">
          <dt>{fact.label}</dt>
          <dd>{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}

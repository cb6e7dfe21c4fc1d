import type { CoffeeAttributes } from '@shop/contract/catalog/product.calls';
import { useTranslation } from 'react-i18next';
import { useLocalised } from '../../i18n/localised.ts';
import { type CoffeeFactKey, coffeeFacts } from './coffee-facts.ts';

/** The coffee's facts with their labels, in the shopper's language. */
export function useCoffeeFacts() {
  const { t, i18n } = useTranslation('catalog');
  const pick = useLocalised();
  return (coffee: CoffeeAttributes, keys?: readonly CoffeeFactKey[]) =>
    coffeeFacts(
      coffee,
      { pick, roastLevel: (level) => t(`roast.${level}`), language: i18n.resolvedLanguage ?? 'en' },
      keys,
    ).map((fact) => ({ ...fact, label: t(`coffee.${fact.key}`) }));
}

const COMPACT: CoffeeFactKey[] = ['origin', 'process', 'roastLevel'];

/** Spec's coffee details as a definition list; `compact` keeps the three a list row has room for. */
export function CoffeeFacts({ coffee, compact = false }: { coffee: CoffeeAttributes; compact?: boolean }) {
  const facts = useCoffeeFacts()(coffee, compact ? COMPACT : undefined);
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

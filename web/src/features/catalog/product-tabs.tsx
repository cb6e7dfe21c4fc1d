import type { Product } from '@shop/contract/catalog/product.calls';
import { type KeyboardEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocalised } from '../../i18n/localised.ts';
import { CoffeeFacts } from './coffee-facts.tsx';
import { ProductDescription } from './product-description.tsx';

type Tab = 'description' | 'coffee';

/**
 * The description and, for coffee, its details, as ARIA tabs: arrow keys, Home and End move
 * between them (the WAI-ARIA tabs pattern with automatic activation).
 */
export function ProductTabs({ product }: { product: Product }) {
  const { t } = useTranslation('catalog');
  const pick = useLocalised();
  const id = useId();
  const tabs: Tab[] = product.coffee ? ['description', 'coffee'] : ['description'];
  const [active, setActive] = useState<Tab>('description');
  const buttons = useRef<Partial<Record<Tab, HTMLButtonElement | null>>>({});

  const onKeyDown = (event: KeyboardEvent) => {
    const index = tabs.indexOf(active);
    const next = {
      ArrowRight: tabs[(index + 1) % tabs.length],
      ArrowLeft: tabs[(index - 1 + tabs.length) % tabs.length],
      Home: tabs[0],
      End: tabs.at(-1),
    }[event.key];
    if (!next) return;
    event.preventDefault();
    setActive(next);
    buttons.current[next]?.focus();
  };

  return (
    <section className="product-tabs" aria-label={t('tabs.label')}>
      <div className="product-tabs__list" role="tablist" onKeyDown={onKeyDown}>
        {tabs.map((tab) => (
          <button
            key={tab}
            ref={(button) => {
              buttons.current[tab] = button;
            }}
            type="button"
            role="tab"
            id={`${id}-${tab}-tab`}
            className="product-tabs__tab"
            aria-selected={tab === active}
            aria-controls={`${id}-${tab}`}
            tabIndex={tab === active ? 0 : -1}
            onClick={() => setActive(tab)}
          >
            {t(`tabs.${tab}`)}
          </button>
        ))}
      </div>
      {tabs.map((tab) => (
        <div
          key={tab}
          id={`${id}-${tab}`}
          role="tabpanel"
          className="product-tabs__panel"
          aria-labelledby={`${id}-${tab}-tab`}
          hidden={tab !== active}
        >
          {tab === 'coffee' && product.coffee ? (
            <CoffeeFacts coffee={product.coffee} />
          ) : (
            <ProductDescription text={pick(product, 'product_description')} />
          )}
        </div>
      ))}
    </section>
  );
}

import type { Product } from '@shop/contract/catalog/product.calls';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocalised } from '../../i18n/localised.ts';
import { Tabs } from '../../shared/ui/tabs.tsx';
import { formatWrittenDay } from '../../shared/written-day.ts';
import { CoffeeFacts } from './coffee-facts.tsx';
import { ProductDescription } from './product-description.tsx';

type Tab = 'description' | 'coffee';

/** The description and, for coffee, its details, as tabs. */
export function ProductTabs({ product }: { product: Product }) {
  const { t } = useTranslation('catalog');
  const pick = useLocalised();
  const id = useId();
  const tabs: Tab[] = product.coffee ? ['description', 'coffee'] : ['description'];
  const [active, setActive] = useState<Tab>('description');

  return (
    <section className="product-tabs" aria-label={t('tabs.label')}>
      <Tabs
        idBase={id}
        tabs={tabs}
        active={active}
        onChange={setActive}
        block="product-tabs"
        tabText={(tab) => t(`tabs.${tab}`)}
        panel={(tab) =>
          tab === 'coffee' && product.coffee ? (
            <CoffeeFacts coffee={product.coffee} writeDay={formatWrittenDay} />
          ) : (
            <ProductDescription text={pick(product, 'product_description')} />
          )
        }
      />
    </section>
  );
}

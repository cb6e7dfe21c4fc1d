import { useDeferredValue } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocalised } from '../../i18n/localised.ts';
import { paths } from '../../shared/paths.ts';
import type { CartBinding } from './cart-binding.ts';
import { useProductSectionsQuery } from './product.endpoints.ts';
import { ProductGrid } from './product-grid.tsx';

/**
 * The home page's product rows (section_product_get), each a heading and its cards. While loading
 * one row of skeletons holds the space; rows without products are left out. The rows arrive
 * after hydration, and an answer from the store renders at once, in one task; deferred, React
 * renders the cards in pieces and answers a tap between them (docs/performance.md).
 */
export function ProductSections({ cart }: { cart: CartBinding }) {
  const { t } = useTranslation('catalog');
  const pick = useLocalised();
  const sections = useDeferredValue(useProductSectionsQuery().data);

  if (!sections)
    return (
      <section className="container product-section" aria-busy="true">
        <ProductGrid products={undefined} cart={cart} skeletons={4} />
      </section>
    );
  return sections
    .filter((section) => section.products.length > 0)
    .map((section) => (
      <section
        key={section.section_key}
        className="container product-section"
        aria-labelledby={`section-${section.section_key}`}
      >
        <div className="product-section__head">
          <h2 id={`section-${section.section_key}`}>{pick(section, 'name')}</h2>
          <Link
            to={paths.shop()}
            className="product-section__more"
            aria-describedby={`section-${section.section_key}`}
          >
            {t('sections.viewAll')}
          </Link>
        </div>
        <ProductGrid products={section.products} cart={cart} />
      </section>
    ));
}

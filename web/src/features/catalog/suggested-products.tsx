import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { CartBinding } from './cart-binding.ts';
import { useSuggestedProductsQuery } from './product.endpoints.ts';
import { ProductGrid } from './product-grid.tsx';

/** Up to five suggested products under a product; nothing when there are none. */
export function SuggestedProducts({ productId, cart }: { productId: number; cart: CartBinding }) {
  const { t } = useTranslation('catalog');
  const headingId = useId();
  const { currentData } = useSuggestedProductsQuery(productId);
  if (currentData?.length === 0) return null;
  return (
    <section className="container suggested-products" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('detail.suggested')}</h2>
      <ProductGrid products={currentData} cart={cart} skeletons={4} className="product-grid--row" />
    </section>
  );
}

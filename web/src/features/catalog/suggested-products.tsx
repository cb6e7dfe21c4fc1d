import { useTranslation } from 'react-i18next';
import { TitledSection } from '../../shared/ui/titled-section.tsx';
import type { CartBinding } from './cart-binding.ts';
import { useSuggestedProductsQuery } from './product.endpoints.ts';
import { ProductGrid } from './product-grid.tsx';

/** Up to five suggested products under a product; nothing when there are none. */
export function SuggestedProducts({ productId, cart }: { productId: number; cart: CartBinding }) {
  const { t } = useTranslation('catalog');
  const { currentData } = useSuggestedProductsQuery(productId);
  if (currentData?.length === 0) return null;
  return (
    <TitledSection className="container suggested-products" title={t('detail.suggested')}>
      <ProductGrid products={currentData} cart={cart} skeletons={4} className="product-grid--row" />
    </TitledSection>
  );
}

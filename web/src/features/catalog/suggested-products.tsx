import type { CartBinding } from './cart-binding.ts';
import { useSuggestedProductsQuery } from './product.endpoints.ts';
import { ProductGrid } from './product-grid.tsx';
import { SUGGESTION_GRID, SuggestionsSection } from './suggestions-section.tsx';

/** Up to five suggested products under a product; nothing when there are none. */
export function SuggestedProducts({ productId, cart }: { productId: number; cart: CartBinding }) {
  const { currentData } = useSuggestedProductsQuery(productId);
  if (currentData?.length === 0) return null;
  return (
    <SuggestionsSection>
      <ProductGrid
        products={currentData}
        cart={cart}
        skeletons={SUGGESTION_GRID.count}
        className={SUGGESTION_GRID.className}
      />
    </SuggestionsSection>
  );
}

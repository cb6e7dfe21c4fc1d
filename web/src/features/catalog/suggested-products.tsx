import { useDeferredValue } from 'react';
import type { CartBinding } from './cart-binding.ts';
import { useSuggestedProductsQuery } from './product.endpoints.ts';
import { ProductGrid } from './product-grid.tsx';
import { SUGGESTION_GRID, SuggestionsSection } from './suggestions-section.tsx';

/**
 * Up to five suggested products under a product; nothing when there are none. Their cards are
 * rendered in a transition, in pieces, as the home page's rows are: the answer alone would
 * otherwise be one long task on a phone (docs/performance.md, "Renders after hydration").
 */
export function SuggestedProducts({ productId, cart }: { productId: number; cart: CartBinding }) {
  const currentData = useDeferredValue(useSuggestedProductsQuery(productId).currentData);
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

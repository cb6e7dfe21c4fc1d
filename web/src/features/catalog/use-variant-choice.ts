import type { Product } from '@shop/contract/catalog/product.calls';
import { useState } from 'react';
import { productImages } from './product-rules.ts';
import { MIN_QUANTITY } from './stepper.ts';
import { matchVariant, type Selection, type Slot, selectionOf } from './variant-options.ts';

/**
 * The option pickers' state for one product (quick view and product page alike). Choosing
 * an option resets the quantity to 1 and selects the variant whose values all match; with no match
 * it falls back to the base product, which has no stock of its own, so it cannot be bought.
 * Keyed by product at the call site, so a new product starts from its own base variant.
 */
export function useVariantChoice(product: Product) {
  const [selection, setSelection] = useState<Selection>(() => selectionOf(product.variants[0]));
  const [quantity, setQuantity] = useState(MIN_QUANTITY);
  const variant = matchVariant(product.variants, selection);
  const variantImages = variant?.image ?? [];

  return {
    selection,
    /** The matched variant, or undefined when the choice fell back to the base product. */
    variant,
    inventory: variant?.inventory,
    /** What the gallery shows: the chosen variant's pictures, or the product's when it has none. */
    images: variantImages.length > 0 ? variantImages : productImages(product),
    quantity,
    setQuantity,
    choose: (slot: Slot, value: string) => {
      setSelection((current) => ({ ...current, [slot]: value }));
      setQuantity(MIN_QUANTITY);
    },
  };
}

export type VariantChoice = ReturnType<typeof useVariantChoice>;

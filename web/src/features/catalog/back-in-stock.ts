import type { Product } from '@shop/contract/catalog/product.calls';
import { lazyPage } from '../../shared/lazy-page.ts';
import { isOutOfStock } from './stepper.ts';

/** The back-in-stock form, in a chunk of its own: only a sold-out variant shows it. */
export const BackInStock = lazyPage(async () => ({
  default: (await import('./back-in-stock-form.tsx')).BackInStockForm,
}));

/** Whether a product page opens on a sold-out variant: it opens on the first (use-variant-choice.ts). */
export function opensSoldOut(product: Product): boolean {
  const [first] = product.variants;
  return first !== undefined && isOutOfStock(first.inventory);
}

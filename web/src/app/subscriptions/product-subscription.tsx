import type { Product } from '@shop/contract/catalog/product.calls';
import { lazy } from 'react';
import { AfterHydration } from '../../shared/after-hydration.tsx';

const PlanSlot = lazy(() => import('./product-plan-slot.tsx'));

/**
 * The product page's subscription slot. The plans are read in the browser, so the server renders
 * nothing here, and the slot's code (the plans' calls with it) comes once the page is hydrated,
 * not with its first screen.
 */
export function ProductSubscription({ product }: { product: Product }) {
  return (
    <AfterHydration loading={null}>
      <PlanSlot product={product} />
    </AfterHydration>
  );
}

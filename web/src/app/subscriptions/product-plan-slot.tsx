import type { Product } from '@shop/contract/catalog/product.calls';
import { lazy, Suspense } from 'react';
import { usePlanOf } from '../../features/subscriptions/subscriptions.endpoints.ts';

const Panel = lazy(() => import('./product-subscribe-panel.tsx'));

/**
 * The product page's subscription slot. The plans are read in the browser, so the server renders
 * nothing here and a product without a plan never fetches the form's code.
 */
export function ProductSubscription({ product }: { product: Product }) {
  const plan = usePlanOf(product.id);
  if (!plan) return null;
  return (
    <Suspense fallback={null}>
      <Panel product={product} plan={plan} />
    </Suspense>
  );
}

import type { Product } from '@shop/contract/catalog/product.calls';
import { lazy, Suspense } from 'react';
import { usePlanOf } from '../../features/subscriptions/subscriptions.endpoints.ts';

const Panel = lazy(() => import('./product-subscribe-panel.tsx'));

/**
 * The product's plan, and the subscription form once there is one: a product without a plan never
 * fetches the form's code.
 */
export default function ProductPlanSlot({ product }: { product: Product }) {
  const plan = usePlanOf(product.id);
  if (!plan) return null;
  return (
    <Suspense fallback={null}>
      <Panel product={product} plan={plan} />
    </Suspense>
  );
}

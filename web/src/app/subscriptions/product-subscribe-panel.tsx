import type { Product } from '@shop/contract/catalog/product.calls';
import type { SubscriptionPlan } from '@shop/contract/subscriptions/subscriptions.calls';
import { ProductSubscribe } from '../../features/subscriptions/product-subscribe.tsx';
import { WithSubscriptionParts } from './subscription-parts-provider.tsx';

/** The panel with checkout's pickers: its own chunk, fetched only for a product that has a plan. */
export default function ProductSubscribePanel(props: { product: Product; plan: SubscriptionPlan }) {
  return (
    <WithSubscriptionParts>
      <ProductSubscribe {...props} />
    </WithSubscriptionParts>
  );
}

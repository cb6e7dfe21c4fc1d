import type { Product } from '@shop/contract/catalog/product.calls';
import type { SubscriptionPlan } from '@shop/contract/subscriptions/subscriptions.calls';
import { useTranslation } from 'react-i18next';
import { SubscribeOffer } from './subscribe-offer.tsx';

/** The product page's subscription panel: the coffee's plan and the form to subscribe. */
export function ProductSubscribe({ product, plan }: { product: Product; plan: SubscriptionPlan }) {
  const { t } = useTranslation('subscriptions');
  return (
    <section className="container product-subscribe" aria-labelledby="product-subscribe-title">
      <h2 id="product-subscribe-title" className="product-subscribe__title">
        {t('offer.title')}
      </h2>
      <SubscribeOffer product={product} plan={plan} />
    </section>
  );
}

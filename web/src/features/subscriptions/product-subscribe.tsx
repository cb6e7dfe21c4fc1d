import type { Product } from '@shop/contract/catalog/product.calls';
import type { SubscriptionPlan } from '@shop/contract/subscriptions/subscriptions.calls';
import { useTranslation } from 'react-i18next';
import { TitledSection } from '../../shared/ui/titled-section.tsx';
import { SubscribeOffer } from './subscribe-offer.tsx';

/** The product page's subscription panel: the coffee's plan and the form to subscribe. */
export function ProductSubscribe({ product, plan }: { product: Product; plan: SubscriptionPlan }) {
  const { t } = useTranslation('subscriptions');
  return (
    <TitledSection
      className="container product-subscribe"
      titleClassName="product-subscribe__title"
      title={t('offer.title')}
    >
      <SubscribeOffer product={product} plan={plan} />
    </TitledSection>
  );
}

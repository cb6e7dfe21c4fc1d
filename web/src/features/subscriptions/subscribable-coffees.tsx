import type { SubscriptionPlan } from '@shop/contract/subscriptions/subscriptions.calls';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocalised } from '../../i18n/localised.ts';
import { paths } from '../../shared/paths.ts';
import { LoadState } from '../../shared/ui/load-state.tsx';
import { TitledSection } from '../../shared/ui/titled-section.tsx';
import { SubscribeOffer } from './subscribe-offer.tsx';
import { useSubscriptionParts } from './subscription-parts.tsx';
import { useSubscriptionPlansQuery } from './subscriptions.endpoints.ts';

const LOOK = { skeleton: 'subscribable__skeleton', note: 'subscribable__note' };

/** /subscription's list: every coffee open to subscriptions, each with its offer and form. */
export function SubscribableCoffees() {
  const { t } = useTranslation('subscriptions');
  const plans = useSubscriptionPlansQuery();
  const texts = {
    loading: t('list.loading'),
    failed: t('list.failed'),
    retry: t('list.retry'),
    empty: t('coffees.none'),
  };
  return (
    <TitledSection
      className="container subscribable"
      titleClassName="subscribable__title"
      title={t('coffees.title')}
    >
      <p className="subscribable__how">{t('offer.how')}</p>
      <LoadState
        loading={plans.isLoading}
        failed={plans.isError}
        empty={plans.data?.length === 0}
        texts={texts}
        onRetry={plans.refetch}
        rows={2}
        look={LOOK}
      >
        <ul className="subscribable__list">
          {plans.data?.map((plan) => (
            <li key={plan.product_id}>
              <SubscribableCoffee plan={plan} />
            </li>
          ))}
        </ul>
      </LoadState>
    </TitledSection>
  );
}

function SubscribableCoffee({ plan }: { plan: SubscriptionPlan }) {
  const parts = useSubscriptionParts();
  const pick = useLocalised();
  const product = parts.useProduct(plan.product_id);
  if (!product) return <div className="subscribable__card subscribable__card--loading" aria-hidden="true" />;
  const name = pick(product, 'product_name');
  const image = product.variants.flatMap((v) => v.image).find(Boolean);
  return (
    <article className="subscribable__card">
      {image && (
        <img className="subscribable__image" src={image} alt="" width={160} height={160} loading="lazy" />
      )}
      <div className="subscribable__body">
        <h3 className="subscribable__name">
          <Link to={paths.product(product.id)}>{name}</Link>
        </h3>
        {product.coffee && <p className="subscribable__notes">{pick(product.coffee, 'tasting_notes')}</p>}
        <SubscribeOffer product={product} plan={plan} explained />
      </div>
    </article>
  );
}

import type { Variant } from '@shop/contract/catalog/product.calls';
import { useTranslation } from 'react-i18next';
import { priceOf } from '../../shared/money/price.ts';
import { useMoney } from '../../shared/money/use-money.ts';
import { subscriberPriceCents } from './subscription-facts.ts';

interface SubscriptionPriceProps {
  variant: Variant;
  discountPercent: number;
  quantity: number;
}

/** The subscriber's price of a bag and of a delivery, and the promise that it stays as it is. */
export function SubscriptionPrice({ variant, discountPercent, quantity }: SubscriptionPriceProps) {
  const { t } = useTranslation('subscriptions');
  const money = useMoney();
  const today = priceOf(variant).now;
  const bag = subscriberPriceCents(today, discountPercent) / 100;
  return (
    <div className="subscription-price" aria-live="polite">
      <p className="subscription-price__bag">
        <strong>{t('price.perBag', { price: money(bag) })}</strong>
        {discountPercent > 0 && (
          <span className="subscription-price__was soft-text">
            {t('price.discount', { percent: discountPercent, price: money(today) })}
          </span>
        )}
      </p>
      <p className="subscription-price__delivery">
        {t('price.perDelivery', { count: quantity, price: money(bag * quantity) })}
      </p>
      <p className="subscription-price__note soft-text">{t('price.locked')}</p>
    </div>
  );
}

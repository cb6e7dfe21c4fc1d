import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocalised } from '../../i18n/localised.ts';
import { useLookup } from '../../shared/lookups/lookups-state.ts';
import { useMoney } from '../../shared/money/use-money.ts';
import { Icon } from '../../shared/ui/icons.tsx';
import type { ShippingMethod } from './cart.slice.ts';
import { useCart } from './cart-state.ts';
import { freeDeliveryGap } from './free-delivery.ts';
import { useShippingChoice } from './use-shipping-choice.ts';

const METHODS: { method: ShippingMethod; icon: 'store' | 'truck' }[] = [
  { method: 'pickup', icon: 'store' },
  { method: 'delivery', icon: 'truck' },
];

/**
 * The cart page's shipping estimate: pickup or delivery, and for delivery the country it goes to.
 * Until the cart is `priced` the delivery fee is not written, since how far it is from free
 * delivery depends on the cart.
 */
export function ShippingEstimate({ priced }: { priced: boolean }) {
  const { t } = useTranslation('checkout');
  const pick = useLocalised();
  const money = useMoney();
  const countryField = useId();
  const choice = useShippingChoice();
  const countries = useLookup('delivery_countries');
  const { subtotal } = useCart();
  const country = countries.find((c) => c.id === choice.countryId);
  const deliveryHint = () => {
    if (!country) return '';
    const fee = money(country.shipping_fee);
    if (country.free_shipping_threshold === null) return t('shipping.flatFee', { fee });
    const gap = freeDeliveryGap(subtotal, country);
    return gap === null ? t('shipping.freeReached') : t('shipping.freeFrom', { fee, gap: money(gap) });
  };

  return (
    <fieldset className="shipping-estimate">
      <legend className="cart-summary__heading">{t('shipping.legend')}</legend>
      <div className="cart-method">
        {METHODS.map(({ method, icon }) => (
          <label key={method} className="cart-method__option choice-chip">
            <input
              type="radio"
              name="cart-shipping-method"
              value={method}
              checked={choice.method === method}
              onChange={() => choice.chooseMethod(method)}
            />
            <Icon name={icon} />
            <span>{t(`shipping.${method}`)}</span>
          </label>
        ))}
      </div>
      {choice.method === 'pickup' ? (
        <p className="cart-summary__hint soft-text">{t('shipping.pickupHint')}</p>
      ) : (
        <div className="cart-summary__field">
          <label htmlFor={countryField}>{t('shipping.country')}</label>
          <select
            id={countryField}
            className="input"
            value={choice.countryId ?? ''}
            onChange={(event) => choice.chooseCountry(event.target.value ? Number(event.target.value) : null)}
          >
            <option value="">{t('shipping.chooseCountry')}</option>
            {countries.map((c) => (
              <option key={c.id} value={c.id}>
                {pick(c, 'name')}
              </option>
            ))}
          </select>
          {country && priced && <p className="cart-summary__hint soft-text">{deliveryHint()}</p>}
        </div>
      )}
    </fieldset>
  );
}

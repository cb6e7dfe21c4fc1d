import { useTranslation } from 'react-i18next';
import { useLocalised } from '../../../i18n/localised.ts';
import { useLookup } from '../../../shared/lookups/lookups-state.ts';
import { ChoiceCard, ChoiceGroup } from './choice-group.tsx';

interface StorePickerProps {
  value: number | null;
  error?: string | undefined;
  onChange: (storeId: number) => void;
}

/** The shop to collect from, with its address and hours so the shopper can choose well. */
export function StorePicker({ value, error, onChange }: StorePickerProps) {
  const { t } = useTranslation('checkout');
  const pick = useLocalised();
  const stores = useLookup('pickup_stores');
  return (
    <ChoiceGroup
      name="pickupStoreId"
      legend={t('checkout.storeLegend')}
      error={error}
      className="checkout-choices--cards"
    >
      {stores.map((store) => (
        <ChoiceCard
          key={store.id}
          className="checkout-card--store"
          name="pickup_store_id"
          value={store.id}
          checked={value === store.id}
          onChoose={() => onChange(store.id)}
          title={pick(store, 'name')}
        >
          <span>{pick(store, 'address')}</span>
          <span className="checkout-card__muted">{pick(store, 'opening_hours')}</span>
        </ChoiceCard>
      ))}
    </ChoiceGroup>
  );
}

import { useTranslation } from 'react-i18next';
import { Icon } from '../../../shared/ui/icons.tsx';
import type { DeliveryMethod } from './checkout-form.ts';
import { ChoiceCard, ChoiceGroup } from './choice-group.tsx';

const METHODS: { method: DeliveryMethod; icon: 'store' | 'truck' }[] = [
  { method: 'pickup', icon: 'store' },
  { method: 'delivery', icon: 'truck' },
];

/** Pickup at one of the shops or delivery: the first choice, since the rest of the form follows it. */
export function MethodSection({
  method,
  onChange,
}: {
  method: DeliveryMethod;
  onChange: (m: DeliveryMethod) => void;
}) {
  const { t } = useTranslation('checkout');
  return (
    <ChoiceGroup
      name="method"
      legend={t('checkout.methodLegend')}
      className="checkout-choices--cards checkout-choices--two"
    >
      {METHODS.map(({ method: value, icon }) => (
        <ChoiceCard
          key={value}
          name="delivery_method"
          value={value}
          checked={method === value}
          onChoose={() => onChange(value)}
          icon={<Icon name={icon} />}
          title={t(`checkout.${value}`)}
        >
          <span>{t(`checkout.${value}Hint`)}</span>
        </ChoiceCard>
      ))}
    </ChoiceGroup>
  );
}

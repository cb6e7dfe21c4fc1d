import { useTranslation } from 'react-i18next';
import { type DeliveryMethod, type PaymentMethod, paymentMethodsFor } from './checkout-form.ts';
import { ChoiceCard, ChoiceGroup } from './choice-group.tsx';

interface PaymentSectionProps {
  method: DeliveryMethod;
  value: PaymentMethod;
  /** Nothing left to pay in cash: credit covers the order. */
  coveredByCredit: boolean;
  onChange: (payment: PaymentMethod) => void;
}

/** Pay at the shop (pickup only) or by bank or FPS transfer; the shop confirms the payment. */
export function PaymentSection({ method, value, coveredByCredit, onChange }: PaymentSectionProps) {
  const { t } = useTranslation('checkout');
  if (coveredByCredit) return <p className="checkout-note">{t('payment.coveredByCredit')}</p>;
  return (
    <ChoiceGroup name="paymentMethod" legend={t('payment.legend')} className="checkout-choices--cards">
      {paymentMethodsFor(method).map((payment) => (
        <ChoiceCard
          key={payment}
          name="payment_method"
          value={payment}
          checked={value === payment}
          onChoose={() => onChange(payment)}
          title={t(`payment.methods.${payment}`)}
        >
          <span>{t(`payment.hints.${payment}`)}</span>
        </ChoiceCard>
      ))}
    </ChoiceGroup>
  );
}

import { useTranslation } from 'react-i18next';
import { type DeliveryMethod, type PaymentMethod, paymentMethodsFor } from './checkout-form.ts';
import { ChoiceGroup } from './choice-group.tsx';

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
        <label key={payment} className="checkout-card">
          <input
            type="radio"
            name="payment_method"
            value={payment}
            checked={value === payment}
            onChange={() => onChange(payment)}
          />
          <span className="checkout-card__text">
            <strong>{t(`payment.methods.${payment}`)}</strong>
            <span>{t(`payment.hints.${payment}`)}</span>
          </span>
        </label>
      ))}
    </ChoiceGroup>
  );
}

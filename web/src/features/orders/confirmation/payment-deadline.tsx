import { useTranslation } from 'react-i18next';
import { formatInstant } from '../../../shared/hong-kong-dates.ts';

/**
 * Under the transfer steps: the order is confirmed when the money arrives, and, when the order has a
 * deadline, the time it must be paid by (Hong Kong time) and what happens after it.
 */
export function PaymentDeadline({ dueAt }: { dueAt: string | null }) {
  const { t, i18n } = useTranslation('checkout');
  return (
    <p className="confirmation-payment__hold soft-text">
      {t('payment.transferHold')}
      {dueAt && (
        <>
          {' '}
          <strong className="confirmation-payment__deadline">
            {t('payment.payBy', { when: formatInstant(dueAt, i18n.resolvedLanguage ?? 'en') })}
          </strong>{' '}
          {t('payment.payByThen')}
        </>
      )}
    </p>
  );
}

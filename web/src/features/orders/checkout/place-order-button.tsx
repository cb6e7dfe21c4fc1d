import { useTranslation } from 'react-i18next';
import { SubmitButton } from '../../../shared/ui/busy-button.tsx';

/** The form's submit: a spinner while the order is placed, and no second press. */
export function PlaceOrderButton({ placing }: { placing: boolean }) {
  const { t } = useTranslation('checkout');
  return (
    <SubmitButton block busy={placing} busyLabel={t('checkout.placing')}>
      {t('checkout.placeOrder')}
    </SubmitButton>
  );
}

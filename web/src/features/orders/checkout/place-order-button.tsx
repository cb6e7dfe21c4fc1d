import { useTranslation } from 'react-i18next';
import { BusyButton } from '../../../shared/ui/busy-button.tsx';

/** The form's submit: a spinner while the order is placed, and no second press. */
export function PlaceOrderButton({ placing }: { placing: boolean }) {
  const { t } = useTranslation('checkout');
  return (
    <BusyButton
      type="submit"
      className="button button--block"
      busy={placing}
      busyLabel={t('checkout.placing')}
    >
      {t('checkout.placeOrder')}
    </BusyButton>
  );
}

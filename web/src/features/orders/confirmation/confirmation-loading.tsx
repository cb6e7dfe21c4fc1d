import { useTranslation } from 'react-i18next';
import './confirmation.css';

/** The spinner that stands until the order arrives, and stays if it never does. */
export function ConfirmationLoading() {
  const { t } = useTranslation('checkout');
  return (
    <div className="container confirmation-loading" role="status">
      <span className="spinner" aria-hidden="true" />
      <span>{t('confirmation.loading')}</span>
    </div>
  );
}

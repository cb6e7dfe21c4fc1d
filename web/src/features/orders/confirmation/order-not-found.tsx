import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../shared/paths.ts';
import './confirmation.css';
import './order-timeline.css';

/** A link that names no order: say so, and offer the lookup and the shop instead of a spinner. */
export function OrderNotFound() {
  const { t } = useTranslation('checkout');
  return (
    <div className="container confirmation order-not-found">
      <h1>{t('tracking.notFoundTitle')}</h1>
      <p>{t('tracking.notFoundText')}</p>
      <p className="button-row confirmation__actions">
        <Link to={paths.orderLookup()} className="button">
          {t('tracking.findOrder')}
        </Link>
        <Link to={paths.shop()} className="button button--ghost">
          {t('confirmation.continue')}
        </Link>
      </p>
    </div>
  );
}

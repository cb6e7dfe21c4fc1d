import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../shared/paths.ts';

/** The optional guest-checkout block of the login tab. */
export function GuestCheckout() {
  const { t } = useTranslation('account');
  return (
    <section className="guest-checkout" aria-labelledby="guest-checkout-title">
      <h3 id="guest-checkout-title" className="guest-checkout__title">
        {t('guest.title')}
      </h3>
      <p className="guest-checkout__text">{t('guest.text')}</p>
      <Link className="button button--ghost button--block" to={paths.checkout(true)}>
        {t('guest.button')}
      </Link>
    </section>
  );
}

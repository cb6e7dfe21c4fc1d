import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../shared/paths.ts';
import { TitledSection } from '../../shared/ui/titled-section.tsx';

/** The optional guest-checkout block of the login tab. */
export function GuestCheckout() {
  const { t } = useTranslation('account');
  return (
    <TitledSection
      heading="h3"
      className="guest-checkout"
      titleClassName="guest-checkout__title"
      title={t('guest.title')}
    >
      <p className="guest-checkout__text soft-text">{t('guest.text')}</p>
      <Link className="button button--ghost button--block" to={paths.checkout(true)}>
        {t('guest.button')}
      </Link>
    </TitledSection>
  );
}

import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ACCOUNT_SECTIONS, type AccountSection, sectionHref } from './account-sections.ts';

/** The account's sections: a side list on wide screens, a row to swipe on a phone. */
export function AccountNav({ current }: { current: AccountSection }) {
  const { t } = useTranslation('account');
  return (
    <nav className="account-nav" aria-label={t('account.navLabel')}>
      <ul className="account-nav__list">
        {ACCOUNT_SECTIONS.map((section) => (
          <li key={section}>
            <Link
              className="account-nav__link"
              to={sectionHref(section)}
              aria-current={section === current ? 'page' : undefined}
              preventScrollReset
            >
              {t(`account.sections.${section}`)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

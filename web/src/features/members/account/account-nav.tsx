import { memo, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ACCOUNT_SECTIONS, type AccountSection, sectionHref } from './account-sections.ts';

/**
 * The account's sections: a side list on wide screens, a row to swipe on a phone. Memoised: the
 * account page renders again when the stored member comes back, and the section links, which
 * change only with the section, were the most of that render (docs/performance.md).
 */
export const AccountNav = memo(function AccountNav({ current }: { current: AccountSection }) {
  const { t } = useTranslation('account');
  const list = useRef<HTMLUListElement>(null);

  // On a phone the open section may sit off screen in the swipeable row: bring it into view,
  // sideways only, so the page itself does not jump.
  // biome-ignore lint/correctness/useExhaustiveDependencies: a newly opened section is the moment to look
  useEffect(() => {
    const row = list.current;
    const link = row?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!row || !link || row.scrollWidth <= row.clientWidth) return;
    row.scrollLeft = link.offsetLeft - (row.clientWidth - link.offsetWidth) / 2;
  }, [current]);

  return (
    <nav className="account-nav" aria-label={t('account.navLabel')}>
      <ul ref={list} className="account-nav__list">
        {ACCOUNT_SECTIONS.map((section) => (
          <li key={section}>
            <Link
              className="chip account-nav__link"
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
});

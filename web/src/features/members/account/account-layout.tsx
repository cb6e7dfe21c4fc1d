import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { TitledSection } from '../../../shared/ui/titled-section.tsx';
import { useSignOut } from '../use-sign-out.ts';
import { AccountNav } from './account-nav.tsx';
import type { AccountSection } from './account-sections.ts';
import './account.css';

/** /my-account's frame: the heading with sign-out, the section list, and the open section. */
export function AccountLayout({ section, children }: { section: AccountSection; children: ReactNode }) {
  const { t } = useTranslation('account');
  const { signOut } = useSignOut();
  return (
    <div className="container account-page">
      <header className="account-page__head">
        <h1 className="account-page__title">{t('account.title')}</h1>
        <button type="button" className="button button--ghost" onClick={signOut}>
          {t('account.logout')}
        </button>
      </header>
      <div className="account-page__body">
        <AccountNav current={section} />
        <TitledSection
          className="account-page__section"
          titleClassName="account-page__section-title"
          title={t(`account.sections.${section}`)}
        >
          {children}
        </TitledSection>
      </div>
    </div>
  );
}

import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { TitledSection } from '../../../shared/ui/titled-section.tsx';
import { SignOutButton } from '../sign-out-button.tsx';
import { AccountNav } from './account-nav.tsx';
import type { AccountSection } from './account-sections.ts';
import './account.css';

/** /my-account's frame: the heading with sign-out, the section list, and the open section. */
export function AccountLayout({ section, children }: { section: AccountSection; children: ReactNode }) {
  const { t } = useTranslation('account');
  return (
    <div className="container account-page shopper-page">
      <header className="account-page__head spread-row">
        <h1 className="account-page__title">{t('account.title')}</h1>
        <SignOutButton className="button button--ghost">{t('account.logout')}</SignOutButton>
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

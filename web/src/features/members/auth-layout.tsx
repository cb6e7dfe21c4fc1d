import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { TitledSection } from '../../shared/ui/titled-section.tsx';
import './auth.css';

interface AuthLayoutProps {
  title: string;
  lead?: ReactNode;
  /** Side content on wide screens, under the card on phones. */
  aside?: ReactNode;
  children: ReactNode;
}

/** The frame of every sign-in page: one card in the middle, the member perks beside it. */
export function AuthLayout({ title, lead, aside = <MemberPerks />, children }: AuthLayoutProps) {
  return (
    <div className="container auth-page">
      <div className="auth-page__card panel">
        <h1 className="auth-page__title">{title}</h1>
        {lead && <div className="auth-page__lead">{lead}</div>}
        {children}
      </div>
      {aside}
    </div>
  );
}

const PERKS = ['beans', 'credit', 'orders'] as const;

/** Why join: what a member gets, in the shop's own words. */
export function MemberPerks() {
  const { t } = useTranslation('account');
  return (
    <TitledSection
      as="aside"
      className="member-perks"
      titleClassName="member-perks__title"
      title={t('perks.title')}
    >
      <ul className="member-perks__list">
        {PERKS.map((perk) => (
          <li key={perk} className="member-perks__item">
            <BeanMark />
            <div>
              <h3 className="member-perks__name">{t(`perks.${perk}.name`)}</h3>
              <p className="member-perks__text">{t(`perks.${perk}.text`)}</p>
            </div>
          </li>
        ))}
      </ul>
    </TitledSection>
  );
}

/** A coffee bean, drawn in the page's accent: the loyalty programme's own mark. */
function BeanMark() {
  return (
    <svg className="member-perks__mark" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <ellipse cx="16" cy="16" rx="10" ry="13" transform="rotate(30 16 16)" />
      <path d="M11 7c6 5 4 13 10 18" />
    </svg>
  );
}

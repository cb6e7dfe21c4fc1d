import type { KeyboardEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export type AuthTab = 'login' | 'register';
export const TABS: readonly AuthTab[] = ['login', 'register'];

interface AuthTabsProps {
  idBase: string;
  tab: AuthTab;
  onChange: (tab: AuthTab) => void;
  panels: Record<AuthTab, ReactNode>;
}

export const tabId = (idBase: string, tab: AuthTab) => `${idBase}-tab-${tab}`;

/**
 * Tabbed form, as the WAI-ARIA tabs pattern: arrow keys, Home and End move between the tabs.
 * Both panels stay mounted (hidden), so switching tabs never loses what was typed.
 */
export function AuthTabs({ idBase, tab, onChange, panels }: AuthTabsProps) {
  const { t } = useTranslation('account');

  const onKeyDown = (event: KeyboardEvent) => {
    const index = TABS.indexOf(tab);
    const next = {
      ArrowRight: TABS[(index + 1) % TABS.length],
      ArrowLeft: TABS[(index - 1 + TABS.length) % TABS.length],
      Home: TABS[0],
      End: TABS.at(-1),
    }[event.key];
    if (!next) return;
    event.preventDefault();
    onChange(next);
    document.getElementById(tabId(idBase, next))?.focus();
  };

  return (
    <div className="auth-tabs">
      <div className="auth-tabs__list" role="tablist" aria-label={t('tabs.label')}>
        {TABS.map((name) => (
          <button
            key={name}
            type="button"
            role="tab"
            id={tabId(idBase, name)}
            className="auth-tabs__tab"
            aria-selected={tab === name}
            aria-controls={`${idBase}-panel-${name}`}
            tabIndex={tab === name ? 0 : -1}
            onClick={() => onChange(name)}
            onKeyDown={onKeyDown}
          >
            {t(`tabs.${name}`)}
          </button>
        ))}
      </div>
      {TABS.map((name) => (
        <div
          key={name}
          role="tabpanel"
          id={`${idBase}-panel-${name}`}
          className="auth-tabs__panel"
          aria-labelledby={tabId(idBase, name)}
          hidden={tab !== name}
        >
          {panels[name]}
        </div>
      ))}
    </div>
  );
}

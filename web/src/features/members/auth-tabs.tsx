import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Tabs } from '../../shared/ui/tabs.tsx';

export type AuthTab = 'login' | 'register';
export const TABS: readonly AuthTab[] = ['login', 'register'];

interface AuthTabsProps {
  idBase: string;
  tab: AuthTab;
  onChange: (tab: AuthTab) => void;
  panels: Record<AuthTab, ReactNode>;
}

/** The sign-in and sign-up forms as tabs; what was typed in one stays while the other is shown. */
export function AuthTabs({ idBase, tab, onChange, panels }: AuthTabsProps) {
  const { t } = useTranslation('account');
  return (
    <div className="auth-tabs">
      <Tabs
        idBase={idBase}
        tabs={TABS}
        active={tab}
        onChange={onChange}
        block="auth-tabs"
        label={t('tabs.label')}
        tabText={(name) => t(`tabs.${name}`)}
        panel={(name) => panels[name]}
      />
    </div>
  );
}

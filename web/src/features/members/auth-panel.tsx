import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { tabId } from '../../shared/ui/tabs.tsx';
import { type AuthTab, AuthTabs, TABS } from './auth-tabs.tsx';
import { type LoginMethod, LoginPanel, METHODS } from './login-panel.tsx';
import { RegisterForm } from './register-form.tsx';
import { useQueryChoice } from './use-query-choice.ts';

interface AuthPanelProps {
  /** Show the guest-checkout block on the login tab. */
  guest: boolean;
  onSignedIn: (newUser: boolean) => void;
}

/**
 * The login and register tabs of /login-register and /checkout-login. The tab and the login method
 * live in the address (`?tab=register`, `?method=email`), so links can open either.
 */
export function AuthPanel({ guest, onSignedIn }: AuthPanelProps) {
  const { t } = useTranslation('account');
  const idBase = useId();
  const [tab, chooseTab] = useQueryChoice<AuthTab>('tab', TABS, 'login');
  const [method, chooseMethod] = useQueryChoice<LoginMethod>('method', METHODS, 'phone');

  return (
    <AuthTabs
      idBase={idBase}
      tab={tab}
      onChange={chooseTab}
      panels={{
        login: (
          <LoginPanel
            method={method}
            onMethodChange={chooseMethod}
            onSignedIn={onSignedIn}
            onRegister={() => {
              chooseTab('register');
              document.getElementById(tabId(idBase, 'register'))?.focus();
            }}
            guest={guest}
          />
        ),
        register: (
          <div className="auth-panel">
            <h2 className="auth-panel__title">{t('register.title')}</h2>
            <p className="auth-panel__intro">{t('register.intro')}</p>
            <RegisterForm onRegistered={() => onSignedIn(true)} />
          </div>
        ),
      }}
    />
  );
}

import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router';
import { type AuthTab, AuthTabs, tabId } from './auth-tabs.tsx';
import { type LoginMethod, LoginPanel } from './login-panel.tsx';
import { RegisterForm } from './register-form.tsx';

interface AuthPanelProps {
  /** Show the guest-checkout block on the login tab. */
  guest: boolean;
  onSignedIn: (newUser: boolean) => void;
}

/**
 * The login and register tabs of /login-register and /checkout-login. The tab and the login method
 * live in the address (`?tab=register`, `?method=email`), so links can open either and Back works.
 */
export function AuthPanel({ guest, onSignedIn }: AuthPanelProps) {
  const { t } = useTranslation('account');
  const idBase = useId();
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const tab: AuthTab = params.get('tab') === 'register' ? 'register' : 'login';
  const method: LoginMethod = params.get('method') === 'email' ? 'email' : 'phone';

  const choose = (key: 'tab' | 'method', value: string, fallback: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value === fallback) next.delete(key);
        else next.set(key, value);
        return next;
      },
      // The state keeps the page to return to after signing in (see ProtectedRoute).
      { replace: true, preventScrollReset: true, state: location.state },
    );

  return (
    <AuthTabs
      idBase={idBase}
      tab={tab}
      onChange={(next) => choose('tab', next, 'login')}
      panels={{
        login: (
          <LoginPanel
            method={method}
            onMethodChange={(next) => choose('method', next, 'phone')}
            onSignedIn={onSignedIn}
            onRegister={() => {
              choose('tab', 'register', 'login');
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

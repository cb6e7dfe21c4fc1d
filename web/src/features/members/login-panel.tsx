import { useTranslation } from 'react-i18next';
import { EmailLoginForm } from './email-login-form.tsx';
import { GuestCheckout } from './guest-checkout.tsx';
import { PhoneLoginForm } from './phone-login-form.tsx';
import { SegmentedChoice } from './segmented-choice.tsx';

export type LoginMethod = 'phone' | 'email';
export const METHODS: readonly LoginMethod[] = ['phone', 'email'];

interface LoginPanelProps {
  method: LoginMethod;
  onMethodChange: (method: LoginMethod) => void;
  onSignedIn: (newUser: boolean) => void;
  onRegister: () => void;
  guest: boolean;
}

/** Login tab: by phone (the default) or by email, a way to register, and maybe guest checkout. */
export function LoginPanel({ method, onMethodChange, onSignedIn, onRegister, guest }: LoginPanelProps) {
  const { t } = useTranslation('account');
  return (
    <div className="auth-panel">
      <h2 className="auth-panel__title">{t('login.title')}</h2>
      <p className="auth-panel__intro">{t('login.intro')}</p>
      <SegmentedChoice
        legend={t('login.method')}
        options={METHODS}
        value={method}
        onChange={onMethodChange}
        optionText={(name) => t(`login.by.${name}`)}
      />
      {method === 'phone' ? (
        <PhoneLoginForm onSignedIn={onSignedIn} />
      ) : (
        <EmailLoginForm onSignedIn={() => onSignedIn(false)} />
      )}
      <p className="auth-panel__switch">
        {t('login.noAccount')}{' '}
        <button type="button" className="link-button" onClick={onRegister}>
          {t('login.toRegister')}
        </button>
      </p>
      {guest && <GuestCheckout />}
    </div>
  );
}

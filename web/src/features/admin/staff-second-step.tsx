import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { consoleErrorMessage } from './console-error.ts';
import { useAdminLoginSecondStepMutation } from './staff-auth.endpoints.ts';
import { CodeField } from './two-factor-enrol.tsx';

/** The sign-in's second step: the app's current code, or one of the account's recovery codes. */
export function StaffSecondStep({ challenge, onRestart }: { challenge: string; onRestart: () => void }) {
  const { t } = useTranslation('admin');
  const [send, { isLoading, error, reset }] = useAdminLoginSecondStepMutation();
  const [code, setCode] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    reset();
    if (code.trim()) void send({ challenge, code: code.trim() });
  };
  return (
    <form className="staff-login__form" onSubmit={submit} noValidate>
      <p className="staff-login__lead">{t('twoFactor.signInLead')}</p>
      <CodeField label={t('twoFactor.code')} value={code} onChange={setCode} />
      <p className="two-factor__hint">{t('twoFactor.recoveryHint')}</p>
      <div className="console-alert" role="alert">
        {error ? consoleErrorMessage(error) : null}
      </div>
      <button type="submit" className="button button--block" disabled={isLoading}>
        {isLoading ? t('login.busy') : t('twoFactor.verify')}
      </button>
      <button type="button" className="button button--ghost button--block" onClick={onRestart}>
        {t('twoFactor.startOver')}
      </button>
    </form>
  );
}

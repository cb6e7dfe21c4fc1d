import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch } from '../../shared/store-hooks.ts';
import { LanguageSwitch } from '../../shared/ui/language-switch.tsx';
import { consoleErrorMessage } from './console-error.ts';
import { loginProblems } from './login-rules.ts';
import { TextField } from './sections/console-fields.tsx';
import { startConsoleSession, useAdminLoginMutation } from './staff-auth.endpoints.ts';
import { StaffSecondStep } from './staff-second-step.tsx';
import { TwoFactorEnrol } from './two-factor-enrol.tsx';
import { useConsoleTitle } from './use-console-title.ts';
import './staff-login.css';

/** What the browser fills each field from: the saved sign-in's name and its password. */
const AUTOFILL = { email: 'username', password: 'current-password' } as const;

/**
 * The console's sign-in: email and password, then (for an account with two-step sign-in) a code,
 * or (an owner without it) setting it up; the server's refusal is shown in the chosen language.
 */
export function StaffLogin() {
  const { t } = useTranslation('admin');
  useConsoleTitle(t('login.title'));
  const dispatch = useAppDispatch();
  const [login, { data, isLoading, error, reset }] = useAdminLoginMutation();
  const [values, setValues] = useState({ email: '', password: '' });
  const { email, password } = values;
  const [checked, setChecked] = useState(false);
  const problems = checked ? loginProblems(email, password) : {};

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    reset();
    if (Object.keys(loginProblems(email, password)).length > 0) return;
    void login({ email: email.trim(), password });
  };

  return (
    <main className="staff-login">
      <div className="staff-login__card">
        <div className="staff-login__top">
          <img src="/media/art/logo.svg" alt="" width="240" height="240" className="staff-login__mark" />
          <LanguageSwitch />
        </div>
        {data?.next === 'totp' ? (
          <>
            <h1>{t('twoFactor.signInTitle')}</h1>
            <StaffSecondStep challenge={data.challenge} onRestart={reset} />
          </>
        ) : data?.next === 'enrol' ? (
          <>
            <h1>{t('twoFactor.enrolTitle')}</h1>
            <p className="staff-login__lead">{t('twoFactor.ownerMustEnrol')}</p>
            <TwoFactorEnrol
              challenge={data.challenge}
              onDone={({ session }) => session && startConsoleSession(dispatch, session.token)}
            />
          </>
        ) : (
          passwordForm()
        )}
      </div>
    </main>
  );

  function passwordForm() {
    return (
      <>
        <h1>{t('login.title')}</h1>
        <p className="staff-login__lead">{t('login.lead')}</p>
        <form className="staff-login__form" onSubmit={submit} noValidate>
          {(['email', 'password'] as const).map((key) => (
            <TextField
              key={key}
              label={t(`login.${key}`)}
              type={key}
              autoComplete={AUTOFILL[key]}
              value={values[key]}
              error={problems[key] && t(`login.errors.${problems[key]}`)}
              onChange={(typed) => setValues((now) => ({ ...now, [key]: typed }))}
            />
          ))}
          <div className="console-alert" role="alert">
            {error ? consoleErrorMessage(error) : null}
          </div>
          <button type="submit" className="button button--block" disabled={isLoading}>
            {isLoading && <span className="spinner" aria-hidden="true" />}
            {isLoading ? t('login.busy') : t('login.submit')}
          </button>
        </form>
      </>
    );
  }
}

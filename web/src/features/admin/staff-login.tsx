import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch } from '../../shared/store-hooks.ts';
import { LanguageSwitch } from '../../shared/ui/language-switch.tsx';
import { consoleErrorMessage } from './console-error.ts';
import { loginProblems } from './login-rules.ts';
import { startConsoleSession, useAdminLoginMutation } from './staff-auth.endpoints.ts';
import { StaffSecondStep } from './staff-second-step.tsx';
import { TwoFactorEnrol } from './two-factor-enrol.tsx';
import { useConsoleTitle } from './use-console-title.ts';
import './staff-login.css';

/**
 * The console's sign-in: email and password, then (for an account with two-step sign-in) a code,
 * or (an owner without it) setting it up; the server's refusal is shown in the chosen language.
 */
export function StaffLogin() {
  const { t } = useTranslation('admin');
  useConsoleTitle(t('login.title'));
  const dispatch = useAppDispatch();
  const [login, { data, isLoading, error, reset }] = useAdminLoginMutation();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
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
          <label className="console-field">
            <span className="console-field__label">{t('login.email')}</span>
            <input
              className="input"
              type="email"
              autoComplete="username"
              value={email}
              aria-invalid={problems.email ? true : undefined}
              onChange={(event) => setEmail(event.target.value)}
            />
            {problems.email && <span className="field-error">{t(`login.errors.${problems.email}`)}</span>}
          </label>
          <label className="console-field">
            <span className="console-field__label">{t('login.password')}</span>
            <input
              className="input"
              type="password"
              autoComplete="current-password"
              value={password}
              aria-invalid={problems.password ? true : undefined}
              onChange={(event) => setPassword(event.target.value)}
            />
            {problems.password && (
              <span className="field-error">{t(`login.errors.${problems.password}`)}</span>
            )}
          </label>
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

import { type FormEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../shared/paths.ts';
import { signedIn } from '../../shared/session/user.slice.ts';
import { useAppDispatch } from '../../shared/store-hooks.ts';
import { SubmitButton } from '../../shared/ui/busy-button.tsx';
import { EMAIL_INPUT, InputField } from '../../shared/ui/input-field.tsx';
import { useLoginMutation } from './auth.endpoints.ts';
import { FormAlert } from './form-alert.tsx';
import { PasswordFormField } from './password-form-field.tsx';
import { emailProblem, type Problem } from './register-rules.ts';
import { useRefusal } from './use-refusal.ts';
import './member-forms.css';

/** Email and password sign-in. Any password is tried: an old one made before today's rules still works. */
export function EmailLoginForm({ onSignedIn }: { onSignedIn: () => void }) {
  const { t } = useTranslation('account');
  const id = useId();
  const dispatch = useAppDispatch();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [problems, setProblems] = useState<{ email?: Problem; password?: Problem }>({});
  const { refusal, attempt, clear } = useRefusal();
  const emailInput = useRef<HTMLInputElement>(null);
  const passwordInput = useRef<HTMLInputElement>(null);
  const [login, { isLoading }] = useLoginMutation();

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (isLoading) return;
    const found = { email: emailProblem(email), password: password ? undefined : ('required' as const) };
    setProblems(found);
    clear();
    if (found.email) return emailInput.current?.focus();
    if (found.password) return passwordInput.current?.focus();
    await attempt(async () => {
      const answer = await login({ email, password }).unwrap();
      dispatch(signedIn({ token: answer.token, user: answer.user }));
      onSignedIn();
    });
  };

  return (
    <form className="auth-form" noValidate onSubmit={onSubmit}>
      <InputField
        id={`${id}-email`}
        label={t('fields.email')}
        error={problems.email && t(`problems.${problems.email}`)}
        inputRef={emailInput}
        {...EMAIL_INPUT}
        autoComplete="username"
        value={email}
        onChange={setEmail}
      />
      <PasswordFormField
        id={`${id}-password`}
        label={t('fields.password')}
        error={problems.password && t(`problems.${problems.password}`)}
        inputRef={passwordInput}
        autoComplete="current-password"
        value={password}
        onChange={setPassword}
      />
      <Link className="auth-form__aside-link" to={paths.forgotPassword()}>
        {t('login.forgot')}
      </Link>
      <FormAlert message={refusal} />
      <SubmitButton block busy={isLoading} busyLabel={t('login.submitting')}>
        {t('login.submit')}
      </SubmitButton>
    </form>
  );
}

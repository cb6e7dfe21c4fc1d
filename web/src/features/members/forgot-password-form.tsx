import { type FormEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../shared/paths.ts';
import { SubmitButton } from '../../shared/ui/busy-button.tsx';
import { EMAIL_INPUT, InputField } from '../../shared/ui/input-field.tsx';
import { useForgotPasswordMutation } from './auth.endpoints.ts';
import { FormAlert } from './form-alert.tsx';
import { emailProblem, type Problem } from './register-rules.ts';
import { useRefusal } from './use-refusal.ts';
import './member-forms.css';

/**
 * Asks for a reset link. The server answers the same for every address (it reveals no accounts),
 * so the page does too: "if an account uses it, a link is on its way".
 */
export function ForgotPasswordForm() {
  const { t } = useTranslation('account');
  const id = useId();
  const [email, setEmail] = useState('');
  const [problem, setProblem] = useState<Problem | undefined>();
  const { refusal, attempt, clear } = useRefusal();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const [requestLink, { isLoading }] = useForgotPasswordMutation();

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (isLoading) return;
    const found = emailProblem(email);
    setProblem(found);
    clear();
    if (found) return input.current?.focus();
    await attempt(async () => {
      await requestLink({ email }).unwrap();
      setSentTo(email.trim());
    });
  };

  return (
    <form className="auth-form" noValidate onSubmit={onSubmit}>
      <InputField
        id={`${id}-email`}
        label={t('fields.email')}
        error={problem && t(`problems.${problem}`)}
        inputRef={input}
        {...EMAIL_INPUT}
        autoComplete="email"
        value={email}
        onChange={setEmail}
      />
      <FormAlert message={refusal} />
      <FormAlert tone="success" message={sentTo && t('forgot.sent', { email: sentTo })} />
      <SubmitButton block busy={isLoading} busyLabel={t('forgot.submitting')}>
        {t(sentTo ? 'forgot.again' : 'forgot.submit')}
      </SubmitButton>
      <Link className="auth-form__aside-link" to={`${paths.loginRegister()}?method=email`}>
        {t('forgot.back')}
      </Link>
    </form>
  );
}

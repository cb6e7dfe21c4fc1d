import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../shared/paths.ts';
import { useSignedIn } from '../../shared/session/use-signed-in.ts';
import { loggedOut } from '../../shared/session/user.slice.ts';
import { useAppDispatch } from '../../shared/store-hooks.ts';
import { SubmitButton } from '../../shared/ui/busy-button.tsx';
import { apiErrorMessage } from './api-error-message.ts';
import { useResetLinkCheckQuery, useResetPasswordMutation } from './auth.endpoints.ts';
import { FormAlert } from './form-alert.tsx';
import { NewPasswordFields } from './new-password-fields.tsx';
import { useNewPassword } from './use-new-password.ts';
import { useRefusal } from './use-refusal.ts';

/**
 * Sets a new password with the link's token, once the server says the link still works (a dead
 * link is refused before the shopper types anything). The server ends every session of the account, this
 * browser's included, so a signed-in shopper is signed out here too and asked to sign in afresh.
 */
export function ResetPasswordForm({ token }: { token: string }) {
  const { t } = useTranslation('account');
  const id = useId();
  const dispatch = useAppDispatch();
  const signedIn = useSignedIn();
  const form = useNewPassword({ password: '', confirm: '' });
  const { refusal, attempt, clear } = useRefusal();
  const [done, setDone] = useState(false);
  const [reset, { isLoading }] = useResetPasswordMutation();
  const check = useResetLinkCheckQuery(token);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (isLoading) return;
    clear();
    if (!form.check()) return;
    await attempt(async () => {
      await reset({ token, password: form.values.password }).unwrap();
      if (signedIn) dispatch(loggedOut());
      setDone(true);
    });
  };

  if (done) {
    return (
      <div className="auth-done" role="status">
        <p>{t('reset.done')}</p>
        <Link className="button button--block" to={`${paths.loginRegister()}?method=email`}>
          {t('reset.toLogin')}
        </Link>
      </div>
    );
  }

  if (check.isLoading) {
    return (
      <p className="auth-done" role="status">
        <span className="spinner" aria-hidden="true" /> {t('reset.checking')}
      </p>
    );
  }
  if (check.isError) {
    return (
      <div className="auth-done">
        <FormAlert message={apiErrorMessage(check.error)} />
        <Link className="button button--block" to={paths.forgotPassword()}>
          {t('reset.askAgain')}
        </Link>
      </div>
    );
  }

  return (
    <form className="auth-form" noValidate onSubmit={onSubmit}>
      <NewPasswordFields idBase={id} {...form.fields} />
      <FormAlert message={refusal} />
      {refusal && (
        <Link className="auth-form__aside-link" to={paths.forgotPassword()}>
          {t('reset.askAgain')}
        </Link>
      )}
      <SubmitButton block busy={isLoading} busyLabel={t('reset.submitting')}>
        {t('reset.submit')}
      </SubmitButton>
    </form>
  );
}

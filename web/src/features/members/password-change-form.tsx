import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiError } from '../../api/api-call.ts';
import { signedIn } from '../../shared/session/user.slice.ts';
import { useAppDispatch } from '../../shared/store-hooks.ts';
import { SubmitButton } from '../../shared/ui/busy-button.tsx';
import { apiErrorMessage } from './api-error-message.ts';
import { FormAlert } from './form-alert.tsx';
import { NewPasswordFields } from './new-password-fields.tsx';
import { PasswordFormField } from './password-form-field.tsx';
import { usePasswordChangeMutation } from './profile-changes.endpoints.ts';
import type { PasswordField } from './register-rules.ts';
import { useNewPassword } from './use-new-password.ts';
import './member-forms.css';

const EMPTY = { current: '', password: '', confirm: '' };

/**
 * Changes the password while signed in. The server signs every other device out and answers a
 * fresh token for this one, which replaces the old one here.
 */
export function PasswordChangeForm() {
  const { t } = useTranslation('account');
  const id = useId();
  const dispatch = useAppDispatch();
  const form = useNewPassword(EMPTY);
  /** The server's refusal: of the current password (shown at that field), or of the whole form. */
  const [refusal, setRefusal] = useState<{ current: boolean; message: string } | null>(null);
  const [done, setDone] = useState(false);
  const [change, { isLoading }] = usePasswordChangeMutation();

  const edit = (field: PasswordField, value: string) => {
    form.edit(field, value);
    setDone(false);
    if (field === 'current' && refusal?.current) setRefusal(null);
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (isLoading) return;
    setRefusal(null);
    if (!form.check()) return;
    const { values } = form;
    try {
      const answer = await change({
        current_password: values.current,
        password: values.password,
        confirm_password: values.confirm,
      }).unwrap();
      dispatch(signedIn({ token: answer.token, user: answer.user }));
      form.reset();
      setDone(true);
    } catch (error) {
      const code = (error as Partial<ApiError>).err_code;
      if (code === 'PASSWORD_UNCHANGED') {
        form.setProblems({ password: 'sameAsCurrent' });
        return form.focus('password');
      }
      const current = code === 'CURRENT_PASSWORD_WRONG';
      setRefusal({ current, message: apiErrorMessage(error) });
      if (current) form.focus('current');
    }
  };

  const currentError =
    (form.problems.current && t(`problems.${form.problems.current}`)) ||
    (refusal?.current ? refusal.message : undefined);

  return (
    <form className="auth-form" noValidate onSubmit={onSubmit}>
      <PasswordFormField
        id={`${id}-current`}
        label={t('fields.currentPassword')}
        error={currentError}
        inputRef={form.bind('current')}
        autoComplete="current-password"
        value={form.values.current}
        onChange={(value) => edit('current', value)}
      />
      <NewPasswordFields idBase={id} {...form.fields} onChange={edit} />
      <FormAlert message={refusal && !refusal.current ? refusal.message : null} />
      <FormAlert tone="success" message={done ? t('password.done') : null} />
      <SubmitButton block busy={isLoading} busyLabel={t('password.submitting')}>
        {t('password.submit')}
      </SubmitButton>
    </form>
  );
}

import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiError } from '../../api/api-call.ts';
import { signedIn } from '../../shared/session/user.slice.ts';
import { useAppDispatch } from '../../shared/store-hooks.ts';
import { SubmitButton } from '../../shared/ui/busy-button.tsx';
import { FormField } from '../../shared/ui/form-field.tsx';
import { usePasswordChangeMutation } from './account.endpoints.ts';
import { apiErrorMessage } from './api-error-message.ts';
import { FormAlert } from './form-alert.tsx';
import { NewPasswordFields } from './new-password-fields.tsx';
import { PasswordInput } from './password-input.tsx';
import {
  firstProblemField,
  newPasswordProblems,
  PASSWORD_FIELDS,
  type PasswordField,
  type Problems,
} from './register-rules.ts';
import { useFieldFocus } from './use-field-focus.ts';
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
  const [values, setValues] = useState(EMPTY);
  const [problems, setProblems] = useState<Problems<PasswordField>>({});
  /** The server's refusal: of the current password (shown at that field), or of the whole form. */
  const [refusal, setRefusal] = useState<{ current: boolean; message: string } | null>(null);
  const [done, setDone] = useState(false);
  const { bind, focus } = useFieldFocus<PasswordField>();
  const [change, { isLoading }] = usePasswordChangeMutation();

  const edit = (field: PasswordField, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setDone(false);
    if (field === 'current' && refusal?.current) setRefusal(null);
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (isLoading) return;
    const found = newPasswordProblems(values, values.current);
    setProblems(found);
    setRefusal(null);
    const first = firstProblemField(PASSWORD_FIELDS, found);
    if (first) return focus(first);
    try {
      const answer = await change({
        current_password: values.current,
        password: values.password,
        confirm_password: values.confirm,
      }).unwrap();
      dispatch(signedIn({ token: answer.token, user: answer.user }));
      setValues(EMPTY);
      setDone(true);
    } catch (error) {
      const code = (error as Partial<ApiError>).err_code;
      if (code === 'PASSWORD_UNCHANGED') {
        setProblems({ password: 'sameAsCurrent' });
        return focus('password');
      }
      const current = code === 'CURRENT_PASSWORD_WRONG';
      setRefusal({ current, message: apiErrorMessage(error) });
      if (current) focus('current');
    }
  };

  const currentError =
    (problems.current && t(`problems.${problems.current}`)) ||
    (refusal?.current ? refusal.message : undefined);

  return (
    <form className="auth-form" noValidate onSubmit={onSubmit}>
      <FormField id={`${id}-current`} label={t('fields.currentPassword')} error={currentError}>
        {(control) => (
          <PasswordInput
            {...control}
            ref={bind('current')}
            autoComplete="current-password"
            value={values.current}
            onChange={(event) => edit('current', event.target.value)}
          />
        )}
      </FormField>
      <NewPasswordFields
        idBase={id}
        password={values.password}
        confirm={values.confirm}
        problems={problems}
        onChange={edit}
        refs={{ password: bind('password'), confirm: bind('confirm') }}
      />
      <FormAlert message={refusal && !refusal.current ? refusal.message : null} />
      <FormAlert tone="success" message={done ? t('password.done') : null} />
      <SubmitButton block busy={isLoading} busyLabel={t('password.submitting')}>
        {t('password.submit')}
      </SubmitButton>
    </form>
  );
}

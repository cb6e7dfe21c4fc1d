import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { FormField } from '../../shared/ui/form-field.tsx';
import { PasswordInput } from './password-input.tsx';
import type { PasswordField, Problems } from './register-rules.ts';
import './member-forms.css';

interface NewPasswordFieldsProps {
  idBase: string;
  password: string;
  confirm: string;
  problems: Problems<PasswordField>;
  onChange: (field: 'password' | 'confirm', value: string) => void;
  refs: { password: Ref<HTMLInputElement>; confirm: Ref<HTMLInputElement> };
}

/** The new password and its confirmation, with the rule as a hint: shared by reset and change. */
export function NewPasswordFields({
  idBase,
  password,
  confirm,
  problems,
  onChange,
  refs,
}: NewPasswordFieldsProps) {
  const { t } = useTranslation('account');
  return (
    <>
      <FormField
        id={`${idBase}-new`}
        label={t('fields.newPassword')}
        hint={t('register.passwordHint')}
        error={problems.password && t(`problems.${problems.password}`)}
      >
        {(control) => (
          <PasswordInput
            {...control}
            ref={refs.password}
            autoComplete="new-password"
            value={password}
            onChange={(event) => onChange('password', event.target.value)}
          />
        )}
      </FormField>
      <FormField
        id={`${idBase}-confirm`}
        label={t('fields.confirmNewPassword')}
        error={problems.confirm && t(`problems.${problems.confirm}`)}
      >
        {(control) => (
          <PasswordInput
            {...control}
            ref={refs.confirm}
            autoComplete="new-password"
            value={confirm}
            onChange={(event) => onChange('confirm', event.target.value)}
          />
        )}
      </FormField>
    </>
  );
}

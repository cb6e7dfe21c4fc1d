import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { PasswordFormField } from './password-form-field.tsx';
import type { PasswordField, Problems } from './register-rules.ts';

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
      <PasswordFormField
        id={`${idBase}-new`}
        label={t('fields.newPassword')}
        hint={t('register.passwordHint')}
        error={problems.password && t(`problems.${problems.password}`)}
        inputRef={refs.password}
        autoComplete="new-password"
        value={password}
        onChange={(value) => onChange('password', value)}
      />
      <PasswordFormField
        id={`${idBase}-confirm`}
        label={t('fields.confirmNewPassword')}
        error={problems.confirm && t(`problems.${problems.confirm}`)}
        inputRef={refs.confirm}
        autoComplete="new-password"
        value={confirm}
        onChange={(value) => onChange('confirm', value)}
      />
    </>
  );
}

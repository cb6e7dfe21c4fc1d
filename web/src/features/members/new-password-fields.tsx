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

/** The new password, which carries the rule as its hint, then the same again to confirm it. */
const FIELDS = [
  { field: 'password', id: 'new', label: 'fields.newPassword', hinted: true },
  { field: 'confirm', id: 'confirm', label: 'fields.confirmNewPassword', hinted: false },
] as const;

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
  const values = { password, confirm };
  return FIELDS.map(({ field, id, label, hinted }) => (
    <PasswordFormField
      key={field}
      id={`${idBase}-${id}`}
      label={t(label)}
      hint={hinted ? t('register.passwordHint') : undefined}
      error={problems[field] && t(`problems.${problems[field]}`)}
      inputRef={refs[field]}
      autoComplete="new-password"
      value={values[field]}
      onChange={(value) => onChange(field, value)}
    />
  ));
}

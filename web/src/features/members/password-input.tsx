import { type InputHTMLAttributes, type Ref, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ControlProps } from '../../shared/ui/form-field.tsx';
import './member-forms.css';

type PasswordInputProps = ControlProps &
  Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'className' | 'id'> & {
    autoComplete: 'current-password' | 'new-password';
    ref?: Ref<HTMLInputElement>;
  };

/** A password field with a show/hide button: typing a strong password on a phone is easier seen. */
export function PasswordInput(props: PasswordInputProps) {
  const { t } = useTranslation('account');
  const [shown, setShown] = useState(false);
  return (
    <div className="password-input">
      <input {...props} className="input password-input__field" type={shown ? 'text' : 'password'} />
      <button
        type="button"
        className="password-input__toggle"
        aria-pressed={shown}
        aria-controls={props.id}
        onClick={() => setShown((v) => !v)}
      >
        {shown ? t('fields.hidePassword') : t('fields.showPassword')}
      </button>
    </div>
  );
}

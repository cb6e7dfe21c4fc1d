import { type Ref, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormField } from '../../shared/ui/form-field.tsx';
import './member-forms.css';

interface PasswordFormFieldProps {
  id: string;
  label: string;
  hint?: string;
  error?: string | undefined;
  autoComplete: 'current-password' | 'new-password';
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  /** The input, so a failed submit can move focus to it. */
  inputRef?: Ref<HTMLInputElement>;
}

/**
 * A labelled password field with a show/hide button: typing a strong password on a phone is easier
 * seen. Every password the shopper types (sign-in, sign-up, change and reset) is one of these.
 */
export function PasswordFormField({
  id,
  label,
  hint,
  error,
  onChange,
  inputRef,
  ...input
}: PasswordFormFieldProps) {
  const { t } = useTranslation('account');
  const [shown, setShown] = useState(false);
  return (
    <FormField id={id} label={label} hint={hint} error={error}>
      {(control) => (
        <div className="password-input">
          <input
            {...control}
            {...input}
            ref={inputRef}
            className="input password-input__field"
            type={shown ? 'text' : 'password'}
            onChange={(event) => onChange(event.target.value)}
          />
          <button
            type="button"
            className="password-input__toggle"
            aria-pressed={shown}
            aria-controls={id}
            onClick={() => setShown((v) => !v)}
          >
            {shown ? t('fields.hidePassword') : t('fields.showPassword')}
          </button>
        </div>
      )}
    </FormField>
  );
}

import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** What a field's control needs to be tied to its label, hint and error. */
export interface FieldControl {
  id: string;
  name: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

interface CheckoutFieldProps {
  /** The form's field path, e.g. `contact.email`; it also names the control's id. */
  name: string;
  label: string;
  error?: string | undefined;
  hint?: string;
  optional?: boolean;
  className?: string;
  children: (control: FieldControl) => ReactNode;
}

/** The element id of a field path, so a refused field can be focused by its name. */
export const fieldId = (name: string) => `checkout-${name.replace(/\./g, '-')}`;

/**
 * A labelled control with its hint and its error beside it. The control points at the error with
 * aria-describedby, so a screen reader reads it when the submit moves focus to the first one.
 */
export function CheckoutField({
  name,
  label,
  error,
  hint,
  optional,
  className,
  children,
}: CheckoutFieldProps) {
  const { t } = useTranslation('checkout');
  const id = fieldId(name);
  const describedBy = [error && `${id}-error`, hint && `${id}-hint`].filter(Boolean).join(' ') || undefined;
  return (
    <div className={className ? `checkout-field ${className}` : 'checkout-field'}>
      <label className="checkout-field__label" htmlFor={id}>
        {label}
        {optional && <span className="checkout-field__optional"> {t('form.optional')}</span>}
      </label>
      {children({ id, name, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy })}
      {error && (
        <p id={`${id}-error`} className="field-error">
          {error}
        </p>
      )}
      {hint && (
        <p id={`${id}-hint`} className="checkout-field__hint">
          {hint}
        </p>
      )}
    </div>
  );
}

import type { ReactNode } from 'react';
import './member-forms.css';

/** What a field's control needs to be tied to its label, hint and error. */
export interface ControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

interface FormFieldProps {
  id: string;
  label: ReactNode;
  error?: string;
  hint?: string;
  /** A live note under the control that is not an error, e.g. the email check. */
  status?: ReactNode;
  className?: string;
  children: (control: ControlProps) => ReactNode;
}

/**
 * A labelled control with its hint and error. The error is an alert, so a screen reader announces
 * it when it appears, and the control points at it with aria-describedby.
 */
export function FormField({ id, label, error, hint, status, className, children }: FormFieldProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const statusId = status ? `${id}-status` : undefined;
  const describedBy = [errorId, statusId, hintId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={className ? `form-field ${className}` : 'form-field'}>
      <label className="form-field__label" htmlFor={id}>
        {label}
      </label>
      {children({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy })}
      {hint && !error && (
        <p id={hintId} className="form-field__hint">
          {hint}
        </p>
      )}
      {status && (
        <div id={statusId} className="form-field__status">
          {status}
        </div>
      )}
      {error && (
        <p id={errorId} className="field-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

import type { ReactNode } from 'react';
import './form-field.css';

/** What a field's control needs to be tied to its label, hint and error. */
export interface ControlProps {
  id: string;
  name?: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

interface FormFieldProps {
  id: string;
  label: ReactNode;
  /** Said after the label in a lighter voice, e.g. "(optional)". */
  labelNote?: string;
  /** The name the control submits under, when the form reads its fields by name. */
  name?: string;
  error?: string | undefined;
  /** Help under the control; it stays while there is an error, which says what to fix. */
  hint?: string;
  /** A live note under the control that is not an error, e.g. the email check. */
  status?: ReactNode;
  className?: string;
  children: (control: ControlProps) => ReactNode;
}

/**
 * The one labelled form control, with its hint, status and error. The error is an alert, so a
 * screen reader announces it when it appears, and the control points at it with aria-describedby.
 */
export function FormField({
  id,
  label,
  labelNote,
  name,
  error,
  hint,
  status,
  className,
  children,
}: FormFieldProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const statusId = status ? `${id}-status` : undefined;
  const describedBy = [errorId, statusId, hintId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={className ? `form-field ${className}` : 'form-field'}>
      <label className="form-field__label" htmlFor={id}>
        {label}
        {labelNote && <span className="form-field__note"> {labelNote}</span>}
      </label>
      {children({ id, name, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy })}
      {hintId && (
        <p id={hintId} className="form-field__hint">
          {hint}
        </p>
      )}
      {status && (
        <div id={statusId} className="form-field__status">
          {status}
        </div>
      )}
      <FieldError id={errorId} message={error} />
    </div>
  );
}

interface FieldErrorProps {
  /** What the control's aria-describedby names. */
  id: string | undefined;
  /** Nothing is shown without one. */
  message: ReactNode;
  className?: string;
}

/** A field's error, announced by screen readers as it appears. */
export function FieldError({ id, message, className }: FieldErrorProps) {
  if (!message) return null;
  return (
    <p id={id} className={className ? `field-error ${className}` : 'field-error'} role="alert">
      {message}
    </p>
  );
}

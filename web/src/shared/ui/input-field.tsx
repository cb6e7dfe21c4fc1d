import type { InputHTMLAttributes, Ref } from 'react';
import { FormField } from './form-field.tsx';

/** What the input itself may say: its type, keyboard, autofill and limits. */
type InputAttributes = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'id' | 'name' | 'value' | 'onChange' | 'className' | 'ref'
>;

interface InputFieldProps extends InputAttributes {
  id: string;
  label: string;
  /** Said after the label in a lighter voice, e.g. "(optional)". */
  labelNote?: string | undefined;
  /** The name the input submits under, when the form reads its fields by name. */
  name?: string;
  error?: string | undefined;
  hint?: string | undefined;
  /** The field's own class, beside `form-field`. */
  className?: string;
  /** The input's class: the plain `input` unless a field reads differently. */
  inputClassName?: string;
  value: string;
  onChange: (value: string) => void;
  /** The input, so a failed submit can move focus to it. */
  inputRef?: Ref<HTMLInputElement>;
}

/** A labelled one-line input whose value the form keeps, with its hint and error. */
export function InputField({
  id,
  label,
  labelNote,
  name,
  error,
  hint,
  className,
  inputClassName = 'input',
  onChange,
  inputRef,
  ...input
}: InputFieldProps) {
  return (
    <FormField
      id={id}
      label={label}
      labelNote={labelNote}
      name={name}
      error={error}
      hint={hint}
      className={className}
    >
      {(control) => (
        <input
          {...control}
          {...input}
          ref={inputRef}
          className={inputClassName}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </FormField>
  );
}

/** How an email address and a local phone number are typed: the keyboard each brings up on a phone. */
export const EMAIL_INPUT = { type: 'email', inputMode: 'email' } as const;
export const PHONE_INPUT = { type: 'tel', inputMode: 'tel', autoComplete: 'tel-national' } as const;

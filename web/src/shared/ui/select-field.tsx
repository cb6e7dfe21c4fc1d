import type { Ref } from 'react';
import { FormField } from './form-field.tsx';

export interface SelectOption {
  value: string | number;
  label: string;
}

interface SelectFieldProps {
  id: string;
  label: string;
  error?: string | undefined;
  /** The field's own class, beside `form-field`. */
  className?: string;
  /** The select's class: the plain `input` unless a form narrows its padding. */
  selectClassName?: string;
  autoComplete?: string;
  value: string | number;
  options: readonly SelectOption[];
  onChange: (value: string) => void;
  /** The select, so a failed submit can move focus to it. */
  selectRef?: Ref<HTMLSelectElement>;
}

/** A labelled select of a list of choices, each a value and the words shown for it. */
export function SelectField({
  id,
  label,
  error,
  className,
  selectClassName = 'input',
  options,
  onChange,
  selectRef,
  ...select
}: SelectFieldProps) {
  return (
    <FormField id={id} label={label} error={error} className={className}>
      {(control) => (
        <select
          {...control}
          {...select}
          ref={selectRef}
          className={selectClassName}
          onChange={(event) => onChange(event.target.value)}
        >
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FormField>
  );
}

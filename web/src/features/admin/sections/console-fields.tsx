import { useId } from 'react';
import { FormField } from '../../../shared/ui/form-field.tsx';

interface TextFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  type?: 'text' | 'number' | 'date' | 'email' | 'time';
  multiline?: boolean;
  maxLength?: number;
  lang?: 'en' | 'zh-HK';
  hint?: string;
  step?: string;
}

/** One labelled input of a console form; `lang` marks Chinese fields so screen readers read them right. */
export function TextField({
  label,
  value,
  onChange,
  type = 'text',
  multiline,
  maxLength,
  lang,
  hint,
  step,
}: TextFieldProps) {
  const id = useId();
  return (
    <FormField id={id} label={label} hint={hint} className="console-field">
      {(control) => {
        const common = {
          ...control,
          value,
          lang,
          maxLength,
          onChange: (event: { target: { value: string } }) => onChange(event.target.value),
        };
        return multiline ? (
          <textarea className="input console-textarea" rows={4} {...common} />
        ) : (
          <input
            className="input"
            type={type}
            step={step}
            inputMode={type === 'number' ? 'decimal' : undefined}
            {...common}
          />
        );
      }}
    </FormField>
  );
}

export function CheckField({
  label,
  checked,
  onChange,
}: {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <label className="console-check">
      <input type="checkbox" checked={checked} onChange={(event) => onChange(event.target.checked)} />
      <span>{label}</span>
    </label>
  );
}

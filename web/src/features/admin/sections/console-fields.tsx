import { type InputHTMLAttributes, useId } from 'react';
import { FormField } from '../../../shared/ui/form-field.tsx';
import { SelectField as SharedSelectField } from '../../../shared/ui/select-field.tsx';

/** What a one-line input may add to its field: its limits, its autofill and its keyboard. */
type InputLimits = Pick<
  InputHTMLAttributes<HTMLInputElement>,
  'min' | 'max' | 'minLength' | 'required' | 'autoComplete' | 'inputMode' | 'placeholder' | 'spellCheck'
>;

interface TextFieldProps extends InputLimits {
  label: string;
  value: string;
  onChange: (value: string) => void;
  type?: 'text' | 'number' | 'date' | 'email' | 'time' | 'password';
  multiline?: boolean;
  /** A multiline field's height in lines. */
  rows?: number;
  maxLength?: number;
  lang?: 'en' | 'zh-HK';
  hint?: string;
  step?: string;
  /** A class the input takes beside `input`, for a field that reads differently (a code's spaced digits). */
  inputClassName?: string;
  /** What is wrong with the value, shown under it (and announced) until it is fixed. */
  error?: string;
}

/** One labelled input of a console form; `lang` marks Chinese fields so screen readers read them right. */
export function TextField({
  label,
  value,
  onChange,
  type = 'text',
  multiline,
  rows = 4,
  maxLength,
  lang,
  hint,
  step,
  inputClassName,
  error,
  inputMode,
  ...limits
}: TextFieldProps) {
  const id = useId();
  return (
    <FormField id={id} label={label} hint={hint} error={error} className="console-field">
      {(control) => {
        const common = {
          ...control,
          value,
          lang,
          maxLength,
          onChange: (event: { target: { value: string } }) => onChange(event.target.value),
        };
        return multiline ? (
          <textarea className="input console-textarea" rows={rows} {...common} />
        ) : (
          <input
            className={inputClassName ? `input ${inputClassName}` : 'input'}
            type={type}
            step={step}
            inputMode={inputMode ?? (type === 'number' ? 'decimal' : undefined)}
            {...limits}
            {...common}
          />
        );
      }}
    </FormField>
  );
}

/** One labelled select of a console form, its choices as value and label. */
export function SelectField<Value extends string>({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: Value;
  options: readonly { value: Value; label: string }[];
  onChange: (value: Value) => void;
}) {
  return (
    <SharedSelectField
      id={useId()}
      label={label}
      className="console-field"
      value={value}
      options={options}
      onChange={(chosen) => onChange(chosen as Value)}
    />
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

/** How money (dollars and cents) and whole counts are typed into a console form. */
export const MONEY = { type: 'number', step: '0.01' } as const;
export const COUNT = { type: 'number', step: '1' } as const;

/** One text field of a draft that keeps its fields as typed: which key it edits, and how it shows. */
export type DraftField<Key extends string> = Omit<TextFieldProps, 'value' | 'onChange'> & { key: Key };

/** The English and Chinese fields of one text (`title_en`, `title_zh`), the Chinese one marked as such. */
export function bilingual<Base extends string>(
  base: Base,
  [labelEn, labelZh]: [string, string],
  shown: Omit<TextFieldProps, 'label' | 'value' | 'onChange' | 'lang'> = {},
): [DraftField<`${Base}_en`>, DraftField<`${Base}_zh`>] {
  return [
    { key: `${base}_en`, label: labelEn, ...shown },
    { key: `${base}_zh`, label: labelZh, lang: 'zh-HK', ...shown },
  ];
}

/** The listed fields of a draft, in order, each writing its own key. */
export function DraftFields<Key extends string>({
  fields,
  draft,
  onChange,
}: {
  fields: DraftField<Key>[];
  draft: { readonly [K in Key]: string };
  onChange: (key: Key, value: string) => void;
}) {
  return fields.map(({ key, ...shown }) => (
    <TextField key={key} {...shown} value={draft[key]} onChange={(value) => onChange(key, value)} />
  ));
}

import { useLocalised } from '../../../i18n/localised.ts';
import { FormField } from '../../../shared/ui/form-field.tsx';
import { fieldId } from './field-id.ts';

interface CountrySelectProps {
  /** The field's name in the checkout form, which also gives its id. */
  name: string;
  label: string;
  labelNote?: string;
  error?: string | undefined;
  /** Which address the browser fills it from. */
  autoComplete: 'billing country-name' | 'shipping country-name';
  countries: readonly { id: number }[];
  value: number | null;
  onChange: (countryId: number | null) => void;
  /** A first, empty choice, when no country is chosen until the shopper picks one. */
  placeholder?: string;
}

/** A country of the checkout (delivery or billing), by name in the shopper's language. */
export function CountrySelect({
  name,
  label,
  labelNote,
  error,
  autoComplete,
  countries,
  value,
  onChange,
  placeholder,
}: CountrySelectProps) {
  const pick = useLocalised();
  return (
    <FormField id={fieldId(name)} name={name} label={label} labelNote={labelNote} error={error}>
      {(control) => (
        <select
          {...control}
          className="input"
          autoComplete={autoComplete}
          value={value ?? ''}
          onChange={(event) => onChange(event.target.value ? Number(event.target.value) : null)}
        >
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {countries.map((country) => (
            <option key={country.id} value={country.id}>
              {pick(country, 'name')}
            </option>
          ))}
        </select>
      )}
    </FormField>
  );
}

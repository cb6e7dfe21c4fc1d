import { useTranslation } from 'react-i18next';
import { InputField } from '../../../shared/ui/input-field.tsx';
import type { ContactInput } from './checkout-form.ts';
import { fieldId } from './field-id.ts';

interface ContactFieldsProps {
  value: ContactInput;
  errors: Record<string, string>;
  /** A member's account fills in a missing email or phone, so they are optional for members. */
  member: boolean;
  onChange: (field: keyof ContactInput, value: string) => void;
}

const FIELDS: {
  field: keyof ContactInput;
  type: string;
  autoComplete: string;
  inputMode?: 'email' | 'tel';
}[] = [
  { field: 'first_name', type: 'text', autoComplete: 'given-name' },
  { field: 'last_name', type: 'text', autoComplete: 'family-name' },
  { field: 'email', type: 'email', autoComplete: 'email', inputMode: 'email' },
  { field: 'phone', type: 'tel', autoComplete: 'tel', inputMode: 'tel' },
  { field: 'company_name', type: 'text', autoComplete: 'organization' },
];

/** Who the order is for: the billing name and how to reach them (a guest must give email and phone). */
export function ContactFields({ value, errors, member, onChange }: ContactFieldsProps) {
  const { t } = useTranslation('checkout');
  const optional = (field: keyof ContactInput) =>
    field === 'company_name' || (member && (field === 'email' || field === 'phone'));
  const hint = (field: keyof ContactInput) => {
    if (field === 'email') return t(member ? 'contact.emailHintMember' : 'contact.emailHint');
    if (field === 'phone') return t(member ? 'contact.phoneHintMember' : 'contact.phoneHint');
    return undefined;
  };
  return (
    <div className="checkout-grid">
      {FIELDS.map(({ field, type, autoComplete, inputMode }) => (
        <InputField
          key={field}
          id={fieldId(`contact.${field}`)}
          name={`contact.${field}`}
          label={t(`contact.${field}`)}
          hint={hint(field)}
          error={errors[`contact.${field}`]}
          labelNote={optional(field) ? t('form.optional') : undefined}
          type={type}
          inputMode={inputMode}
          autoComplete={autoComplete}
          value={value[field]}
          onChange={(typed) => onChange(field, typed)}
        />
      ))}
    </div>
  );
}

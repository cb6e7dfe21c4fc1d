import { useTranslation } from 'react-i18next';
import { FormField } from '../../../shared/ui/form-field.tsx';
import { InputField } from '../../../shared/ui/input-field.tsx';
import type { AddressInput } from './address-rules.ts';
import { fieldId } from './field-id.ts';
import { HONG_KONG_AREAS } from './hong-kong-districts.ts';

interface AddressFieldsProps {
  prefix: 'shipping' | 'billing';
  value: AddressInput;
  hongKong: boolean;
  /** Translated messages by field path. */
  errors: Record<string, string>;
  /** An optional address (billing) marks none of its fields required. */
  optional?: boolean;
  onChange: (field: keyof AddressInput, value: string) => void;
}

/**
 * A street address. In Hong Kong it names one of the 18 districts and has no postcode, so the form
 * asks for the district instead of a city, state and postcode.
 */
export function AddressFields({
  prefix,
  value,
  hongKong,
  errors,
  optional = false,
  onChange,
}: AddressFieldsProps) {
  const { t, i18n } = useTranslation('checkout');
  const zh = i18n.resolvedLanguage === 'zh-HK';
  const autocomplete = (part: string) => `${prefix} ${part}`;
  const text = (field: keyof AddressInput, part: string, fieldOptional: boolean) => (
    <InputField
      id={fieldId(`${prefix}.${field}`)}
      name={`${prefix}.${field}`}
      label={t(`address.${field}`)}
      error={errors[`${prefix}.${field}`]}
      labelNote={fieldOptional ? t('form.optional') : undefined}
      autoComplete={autocomplete(part)}
      value={value[field]}
      onChange={(typed) => onChange(field, typed)}
    />
  );

  return (
    <div className="address-fields">
      <InputField
        id={fieldId(`${prefix}.address`)}
        name={`${prefix}.address`}
        label={t('address.address')}
        hint={t(hongKong ? 'address.addressHintHongKong' : 'address.addressHint')}
        error={errors[`${prefix}.address`]}
        labelNote={optional ? t('form.optional') : undefined}
        className="checkout-wide"
        autoComplete={autocomplete('street-address')}
        value={value.address}
        onChange={(typed) => onChange('address', typed)}
      />
      {hongKong ? (
        <FormField
          id={fieldId(`${prefix}.district`)}
          name={`${prefix}.district`}
          label={t('address.district')}
          error={errors[`${prefix}.district`]}
          labelNote={optional ? t('form.optional') : undefined}
        >
          {(control) => (
            <select
              {...control}
              className="input"
              value={value.district}
              onChange={(event) => onChange('district', event.target.value)}
            >
              <option value="">{t('address.chooseDistrict')}</option>
              {HONG_KONG_AREAS.map((area) => (
                <optgroup key={area.en} label={zh ? area.zh : area.en}>
                  {area.districts.map((district) => (
                    <option key={district.en} value={district.en}>
                      {zh ? district.zh : district.en}
                    </option>
                  ))}
                </optgroup>
              ))}
            </select>
          )}
        </FormField>
      ) : (
        <>
          {text('city', 'address-level2', optional)}
          {text('state', 'address-level1', true)}
          {text('postal_code', 'postal-code', true)}
        </>
      )}
    </div>
  );
}

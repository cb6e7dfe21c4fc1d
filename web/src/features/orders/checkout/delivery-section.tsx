import { useTranslation } from 'react-i18next';
import { useLocalised } from '../../../i18n/localised.ts';
import { useLookups } from '../../../shared/lookups/lookups-state.ts';
import { FormField } from '../../../shared/ui/form-field.tsx';
import { AddressFields } from './address-fields.tsx';
import type { AddressInput } from './address-rules.ts';
import type { RecipientInput } from './checkout-form.ts';
import { fieldId } from './field-id.ts';

interface DeliverySectionProps {
  countryId: number | null;
  hongKong: boolean;
  recipientIsContact: boolean;
  recipient: RecipientInput;
  address: AddressInput;
  errors: Record<string, string>;
  onCountry: (countryId: number | null) => void;
  onRecipientIsContact: (same: boolean) => void;
  onRecipient: (field: keyof RecipientInput, value: string) => void;
  onAddress: (field: keyof AddressInput, value: string) => void;
}

const RECIPIENT: { field: keyof RecipientInput; autoComplete: string }[] = [
  { field: 'first_name', autoComplete: 'shipping given-name' },
  { field: 'last_name', autoComplete: 'shipping family-name' },
  { field: 'phone', autoComplete: 'shipping tel' },
];

/** Where the parcel goes: the delivery country (it sets the fee), who receives it, and the address. */
export function DeliverySection(props: DeliverySectionProps) {
  const { t } = useTranslation('checkout');
  const pick = useLocalised();
  const countries = useLookups().delivery_countries;
  const { errors } = props;
  return (
    <div className="checkout-stack">
      <FormField
        id={fieldId('deliveryCountryId')}
        name="deliveryCountryId"
        label={t('delivery.country')}
        error={errors.deliveryCountryId}
      >
        {(control) => (
          <select
            {...control}
            className="input"
            autoComplete="shipping country-name"
            value={props.countryId ?? ''}
            onChange={(event) => props.onCountry(event.target.value ? Number(event.target.value) : null)}
          >
            <option value="">{t('shipping.chooseCountry')}</option>
            {countries.map((country) => (
              <option key={country.id} value={country.id}>
                {pick(country, 'name')}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <AddressFields
        prefix="shipping"
        value={props.address}
        hongKong={props.hongKong}
        errors={errors}
        onChange={props.onAddress}
      />
      <label className="checkout-checkbox">
        <input
          type="checkbox"
          checked={props.recipientIsContact}
          onChange={(event) => props.onRecipientIsContact(event.target.checked)}
        />
        <span>{t('delivery.recipientIsMe')}</span>
      </label>
      {!props.recipientIsContact && (
        <div className="checkout-grid">
          {RECIPIENT.map(({ field, autoComplete }) => (
            <FormField
              key={field}
              id={fieldId(`recipient.${field}`)}
              name={`recipient.${field}`}
              label={t(`delivery.recipient.${field}`)}
              error={errors[`recipient.${field}`]}
              labelNote={field === 'phone' ? t('form.optional') : undefined}
            >
              {(control) => (
                <input
                  {...control}
                  className="input"
                  type={field === 'phone' ? 'tel' : 'text'}
                  autoComplete={autoComplete}
                  value={props.recipient[field]}
                  onChange={(event) => props.onRecipient(field, event.target.value)}
                />
              )}
            </FormField>
          ))}
        </div>
      )}
    </div>
  );
}

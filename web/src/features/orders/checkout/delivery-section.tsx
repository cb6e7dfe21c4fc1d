import { useTranslation } from 'react-i18next';
import { useLookup } from '../../../shared/lookups/lookups-state.ts';
import { FormField } from '../../../shared/ui/form-field.tsx';
import { AddressFields } from './address-fields.tsx';
import type { AddressInput } from './address-rules.ts';
import { CheckoutCheckbox } from './checkout-checkbox.tsx';
import type { RecipientInput } from './checkout-form.ts';
import { CountrySelect } from './country-select.tsx';
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
  const countries = useLookup('delivery_countries');
  const { errors } = props;
  return (
    <div className="checkout-stack">
      <CountrySelect
        name="deliveryCountryId"
        label={t('delivery.country')}
        error={errors.deliveryCountryId}
        autoComplete="shipping country-name"
        countries={countries}
        value={props.countryId}
        onChange={props.onCountry}
        placeholder={t('shipping.chooseCountry')}
      />
      <AddressFields
        prefix="shipping"
        value={props.address}
        hongKong={props.hongKong}
        errors={errors}
        onChange={props.onAddress}
      />
      <CheckoutCheckbox
        checked={props.recipientIsContact}
        onChange={props.onRecipientIsContact}
        label={t('delivery.recipientIsMe')}
      />
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

import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLookup } from '../../../shared/lookups/lookups-state.ts';
import { FormField } from '../../../shared/ui/form-field.tsx';
import { AddressFields } from './address-fields.tsx';
import type { AddressInput } from './address-rules.ts';
import { CheckoutCheckbox } from './checkout-checkbox.tsx';
import type { DeliveryMethod } from './checkout-form.ts';
import { CountrySelect } from './country-select.tsx';
import { fieldId } from './field-id.ts';

interface BillingSectionProps {
  method: DeliveryMethod;
  sameAsShipping: boolean;
  countryId: number | null;
  hongKong: boolean;
  address: AddressInput;
  notes: string;
  errors: Record<string, string>;
  onSameAsShipping: (same: boolean) => void;
  onCountry: (countryId: number | null) => void;
  onAddress: (field: keyof AddressInput, value: string) => void;
  onNotes: (notes: string) => void;
}

/**
 * The billing address is optional: a delivery bills to the delivery address unless told otherwise,
 * and a pickup needs none (it folds away). The order notes go with the billing details.
 */
export function BillingSection(props: BillingSectionProps) {
  const { t } = useTranslation('checkout');
  const countries = useLookup('countries');
  const folded = useRef<HTMLDetailsElement>(null);
  const refused = Object.keys(props.errors).some((key) => key.startsWith('billing.'));
  // A folded billing address opens by itself when one of its fields was refused; the shopper
  // opens and closes it freely otherwise.
  useEffect(() => {
    if (refused && folded.current) folded.current.open = true;
  }, [refused]);
  const fields = (
    <div className="checkout-stack">
      <CountrySelect
        name="billing.country_id"
        label={t('billing.country')}
        labelNote={t('form.optional')}
        autoComplete="billing country-name"
        countries={countries}
        value={props.countryId}
        onChange={props.onCountry}
      />
      <AddressFields
        prefix="billing"
        value={props.address}
        hongKong={props.hongKong}
        errors={props.errors}
        optional
        onChange={props.onAddress}
      />
    </div>
  );

  return (
    <div className="checkout-stack">
      {props.method === 'delivery' ? (
        <>
          <CheckoutCheckbox
            checked={props.sameAsShipping}
            onChange={props.onSameAsShipping}
            label={t('billing.sameAsShipping')}
          />
          {!props.sameAsShipping && fields}
        </>
      ) : (
        <details ref={folded} className="checkout-details panel">
          <summary>{t('billing.addAddress')}</summary>
          {fields}
        </details>
      )}
      <FormField
        id={fieldId('notes')}
        name="notes"
        label={t('billing.notes')}
        hint={t('billing.notesHint')}
        labelNote={t('form.optional')}
      >
        {(control) => (
          <textarea
            {...control}
            className="input checkout-textarea"
            rows={3}
            maxLength={1000}
            value={props.notes}
            onChange={(event) => props.onNotes(event.target.value)}
          />
        )}
      </FormField>
    </div>
  );
}

import { HONG_KONG } from '@shop/contract/hong-kong';
import type { MemberAddress } from '@shop/contract/members/members.calls';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocalised } from '../../../i18n/localised.ts';
import { useLookup } from '../../../shared/lookups/lookups-state.ts';
import { SubmitButton } from '../../../shared/ui/busy-button.tsx';
import { FormField } from '../../../shared/ui/form-field.tsx';
import { SelectField } from '../../../shared/ui/select-field.tsx';
import { FormAlert } from '../form-alert.tsx';
import { useAddressAddMutation, useAddressUpdateMutation } from '../profile-changes.endpoints.ts';
import { useRefusal } from '../use-refusal.ts';

const TEXT_FIELDS = [
  'first_name',
  'last_name',
  'company_name',
  'phone',
  'address',
  'district',
  'city',
  'state',
  'postal_code',
] as const;
type TextField = (typeof TEXT_FIELDS)[number];

/** A Hong Kong address names its district and has no postal code; elsewhere city, state and postal code. */
const fieldsFor = (hongKong: boolean): TextField[] =>
  hongKong
    ? ['first_name', 'last_name', 'company_name', 'phone', 'address', 'district']
    : ['first_name', 'last_name', 'company_name', 'phone', 'address', 'city', 'state', 'postal_code'];

const OPTIONAL = new Set<TextField>(['company_name', 'state', 'postal_code']);

/** Adds an address, or edits `address`; the server checks it again and names a field it refuses. */
export function AddressForm({ address, onDone }: { address?: MemberAddress; onDone: () => void }) {
  const { t } = useTranslation('account');
  const id = useId();
  const localised = useLocalised();
  const countries = useLookup('countries');
  const hkId = countries.find((c) => c.iso_code === HONG_KONG.isoCode)?.id ?? countries[0]?.id ?? 0;
  const [countryId, setCountryId] = useState(address?.country_id ?? hkId);
  const { refusal, attempt } = useRefusal();
  const [add, adding] = useAddressAddMutation();
  const [update, updating] = useAddressUpdateMutation();
  const country = countries.find((c) => c.id === countryId);
  const hongKong = country?.iso_code === HONG_KONG.isoCode;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const text = (field: TextField) => String(form.get(field) ?? '');
    const fields = {
      ...Object.fromEntries(TEXT_FIELDS.map((f) => [f, text(f)])),
      area_code: country?.area_code ?? HONG_KONG.areaCode,
      country_id: countryId,
      is_default: form.get('is_default') === 'on',
    } as Parameters<typeof add>[0];
    await attempt(async () => {
      await (address ? update({ ...fields, id: address.id }) : add(fields)).unwrap();
      onDone();
    });
  }

  return (
    <form className="account-card address-form panel" onSubmit={submit} aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="address-form__title">
        {t(address ? 'addresses.formTitleEdit' : 'addresses.formTitleAdd')}
      </h3>
      <SelectField
        id={`${id}-country`}
        label={t('addresses.fields.country_id')}
        value={countryId}
        options={countries.map((c) => ({ value: c.id, label: localised(c, 'name') }))}
        onChange={(value) => setCountryId(Number(value))}
      />
      {fieldsFor(hongKong).map((field) => (
        <FormField
          key={field}
          id={`${id}-${field}`}
          name={field}
          label={t(`addresses.fields.${field}`)}
          labelNote={OPTIONAL.has(field) ? t('addresses.optional') : undefined}
        >
          {(control) => (
            <input
              {...control}
              className="input"
              defaultValue={address?.[field] ?? ''}
              required={!OPTIONAL.has(field)}
              type={field === 'phone' ? 'tel' : 'text'}
              autoComplete={field === 'phone' ? 'tel-national' : undefined}
            />
          )}
        </FormField>
      ))}
      <label className="address-form__check">
        <input type="checkbox" name="is_default" defaultChecked={address?.is_default === 1} />
        {t('addresses.fields.is_default')}
      </label>
      <FormAlert message={refusal} />
      <div className="address-form__actions">
        <SubmitButton busy={adding.isLoading || updating.isLoading} busyLabel={t('addresses.saving')}>
          {t('addresses.save')}
        </SubmitButton>
        <button type="button" className="button button--ghost" onClick={onDone}>
          {t('addresses.cancel')}
        </button>
      </div>
    </form>
  );
}

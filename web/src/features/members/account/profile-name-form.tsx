import { HONG_KONG } from '@shop/contract/hong-kong';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLookup } from '../../../shared/lookups/lookups-state.ts';
import { SubmitButton } from '../../../shared/ui/busy-button.tsx';
import { FormField } from '../../../shared/ui/form-field.tsx';
import { TitledSection } from '../../../shared/ui/titled-section.tsx';
import { useProfileQuery } from '../account.endpoints.ts';
import { useProfileUpdateMutation } from '../privacy.endpoints.ts';
import './address-book.css';

/** The two parts of a name, as the browser's autofill knows them. */
const NAME_FIELDS = [
  { name: 'first_name', autoComplete: 'given-name' },
  { name: 'last_name', autoComplete: 'family-name' },
] as const;

/**
 * The member's name. Email and phone change through their proof (the Email and phone section);
 * gender and country are sent back as they are (a member who joined by code has Hong Kong and
 * "rather not say" until they say otherwise).
 */
function NameForm({ onDone }: { onDone?: () => void }) {
  const { t } = useTranslation('account');
  const id = useId();
  const { data } = useProfileQuery();
  const countries = useLookup('countries');
  const [update, { isLoading }] = useProfileUpdateMutation();
  const profile = data?.profile;
  const hongKong = countries.find((c) => c.iso_code === HONG_KONG.isoCode)?.id;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const countryId = profile?.country_id ?? hongKong;
    if (countryId === undefined) return;
    await update({
      first_name: String(form.get('first_name') ?? ''),
      last_name: String(form.get('last_name') ?? ''),
      gender: profile?.gender ?? 'rather_not_say',
      country_id: countryId,
    })
      .unwrap()
      .then(() => onDone?.())
      .catch(() => undefined);
  }

  return (
    <form className="address-form" onSubmit={submit}>
      {NAME_FIELDS.map(({ name, autoComplete }) => (
        <FormField key={name} id={`${id}-${name}`} name={name} label={t(`addresses.fields.${name}`)}>
          {(control) => (
            <input
              {...control}
              className="input"
              required
              maxLength={100}
              defaultValue={profile?.[name]}
              autoComplete={autoComplete}
            />
          )}
        </FormField>
      ))}
      <div className="address-form__actions">
        <SubmitButton busy={isLoading} busyLabel={t('profile.saving')}>
          {t('profile.save')}
        </SubmitButton>
        {onDone && (
          <button type="button" className="button button--ghost" onClick={onDone}>
            {t('profile.cancel')}
          </button>
        )}
      </div>
    </form>
  );
}

/**
 * Overview's name: a member without one (signed up by SMS code) is welcomed and asked for it at
 * once; anyone else can open the form to correct theirs.
 */
export function ProfileName() {
  const { t } = useTranslation('account');
  const { data } = useProfileQuery();
  const [editing, setEditing] = useState(false);
  if (!data) return null;
  const nameless = !data.profile.first_name && !data.profile.last_name;
  if (nameless) {
    return (
      <TitledSection
        className="account-card profile-complete panel"
        titleClassName="address-form__title"
        title={t('profile.completeTitle')}
      >
        <p>{t('profile.completeText')}</p>
        <NameForm />
      </TitledSection>
    );
  }
  return editing ? (
    <section className="account-card panel">
      <NameForm onDone={() => setEditing(false)} />
    </section>
  ) : (
    <p>
      <button type="button" className="button button--ghost" onClick={() => setEditing(true)}>
        {t('profile.edit')}
      </button>
    </p>
  );
}

import {
  consentLanguageOf,
  MARKETING_CONSENT,
  PRIVACY_REQUEST_KINDS,
} from '@shop/contract/members/marketing-consent';
import { GENDERS } from '@shop/contract/members/member-limits';
import type { PrivacyRequest } from '@shop/contract/members/privacy.calls';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLookup } from '../../../shared/lookups/lookups-state.ts';
import { loggedOut } from '../../../shared/session/user.slice.ts';
import { useAppDispatch } from '../../../shared/store-hooks.ts';
import { BusyButton, SubmitButton } from '../../../shared/ui/busy-button.tsx';
import { FormField } from '../../../shared/ui/form-field.tsx';
import { SelectField } from '../../../shared/ui/select-field.tsx';
import { TitledSection } from '../../../shared/ui/titled-section.tsx';
import { countryOptions } from '../country-options.ts';
import {
  useAccountDeleteMutation,
  useLazyPersonalDataQuery,
  useMarketingConsentSetMutation,
  usePrivacyRequestCreateMutation,
  usePrivacyRequestsQuery,
  useProfileUpdateMutation,
} from '../privacy.endpoints.ts';
import { type Profile, ProfileState } from './profile-state.tsx';
import './privacy-section.css';

/** /my-account?section=privacy: the member's rights over their data, each in its own block. */
export function PrivacySection() {
  const { t } = useTranslation('account');
  return (
    <ProfileState lead={t('privacy.intro')}>
      {(profile) => (
        <>
          {profile && <MarketingChoice profile={profile} />}
          {profile && <DetailsForm profile={profile} />}
          <DataDownload />
          <Requests />
          <DeleteAccount />
        </>
      )}
    </ProfileState>
  );
}

function MarketingChoice({ profile }: { profile: Profile }) {
  const { t, i18n } = useTranslation('account');
  const [save, { isLoading }] = useMarketingConsentSetMutation();
  const language = consentLanguageOf(i18n.resolvedLanguage);
  const toggle = async (granted: boolean) => {
    // Each answer carries its notice, which the base query shows; a refusal is shown the same way.
    await save({ receive_marketing: granted, language })
      .unwrap()
      .catch(() => undefined);
  };
  return (
    <PrivacyBlock title={t('privacy.marketing.title')}>
      <label className="choice">
        <input
          type="checkbox"
          checked={profile.receive_marketing}
          disabled={isLoading}
          onChange={(event) => toggle(event.target.checked)}
        />
        <span>{MARKETING_CONSENT[language]}</span>
      </label>
    </PrivacyBlock>
  );
}

function DetailsForm({ profile }: { profile: Profile }) {
  const { t, i18n } = useTranslation('account');
  const id = useId();
  const countries = useLookup('countries');
  const [values, setValues] = useState({
    first_name: profile.first_name,
    last_name: profile.last_name,
    gender: profile.gender ?? 'rather_not_say',
    country_id: String(profile.country_id ?? countries[0]?.id ?? ''),
  });
  const [save, { isLoading }] = useProfileUpdateMutation();
  const set = (field: keyof typeof values) => (value: string) => setValues((v) => ({ ...v, [field]: value }));
  const text = (field: 'first_name' | 'last_name') => ({
    value: values[field],
    onChange: (event: { target: { value: string } }) => set(field)(event.target.value),
  });
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    await save({ ...values, gender: values.gender as (typeof GENDERS)[number] })
      .unwrap()
      .catch(() => undefined);
  };
  return (
    <PrivacyBlock title={t('privacy.details.title')} text={t('privacy.details.contactNote')}>
      <form className="account-page__form privacy-block__form" onSubmit={submit}>
        <FormField id={`${id}-first`} label={t('fields.firstName')}>
          {(control) => <input {...control} className="input" {...text('first_name')} required />}
        </FormField>
        <FormField id={`${id}-last`} label={t('fields.lastName')}>
          {(control) => <input {...control} className="input" {...text('last_name')} required />}
        </FormField>
        <SelectField
          id={`${id}-gender`}
          label={t('fields.gender')}
          selectClassName="input select"
          value={values.gender}
          options={GENDERS.map((gender) => ({ value: gender, label: t(`fields.genders.${gender}`) }))}
          onChange={set('gender')}
        />
        <SelectField
          id={`${id}-country`}
          label={t('fields.country')}
          selectClassName="input select"
          value={values.country_id}
          options={countryOptions(countries, i18n.resolvedLanguage ?? 'en')}
          onChange={set('country_id')}
        />
        <SubmitButton busy={isLoading} busyLabel={t('privacy.saving')}>
          {t('privacy.details.save')}
        </SubmitButton>
      </form>
    </PrivacyBlock>
  );
}

/** The download is built in the browser from the call's answer: no file of it is kept on the server. */
function DataDownload() {
  const { t } = useTranslation('account');
  const [load, { isFetching }] = useLazyPersonalDataQuery();
  const download = async () => {
    const data = await load()
      .unwrap()
      .catch(() => undefined);
    if (!data) return;
    const url = URL.createObjectURL(new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = `my-data-${data.exported_at.slice(0, 10)}.json`;
    link.click();
    URL.revokeObjectURL(url);
  };
  return (
    <PrivacyBlock title={t('privacy.download.title')} text={t('privacy.download.text')}>
      <BusyButton
        type="button"
        className="button"
        busy={isFetching}
        busyLabel={t('privacy.download.busy')}
        onClick={download}
      >
        {t('privacy.download.button')}
      </BusyButton>
    </PrivacyBlock>
  );
}

function Requests() {
  const { t } = useTranslation('account');
  const id = useId();
  const list = usePrivacyRequestsQuery();
  const [create, { isLoading }] = usePrivacyRequestCreateMutation();
  const [kind, setKind] = useState<PrivacyRequest['kind']>('access');
  const [details, setDetails] = useState('');
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const answer = await create({ kind, details })
      .unwrap()
      .catch(() => undefined);
    if (answer) setDetails('');
  };
  return (
    <PrivacyBlock title={t('privacy.requests.title')} text={t('privacy.requests.text')}>
      <form className="account-page__form privacy-block__form" onSubmit={submit}>
        <SelectField
          id={`${id}-kind`}
          label={t('privacy.requests.kind')}
          selectClassName="input select"
          value={kind}
          options={PRIVACY_REQUEST_KINDS.map((k) => ({ value: k, label: t(`privacy.requests.kinds.${k}`) }))}
          onChange={(value) => setKind(value as PrivacyRequest['kind'])}
        />
        <FormField id={`${id}-details`} label={t('privacy.requests.details')}>
          {(control) => (
            <textarea
              {...control}
              className="input"
              rows={3}
              minLength={3}
              maxLength={2000}
              required
              value={details}
              onChange={(event) => setDetails(event.target.value)}
            />
          )}
        </FormField>
        <SubmitButton busy={isLoading} busyLabel={t('privacy.saving')}>
          {t('privacy.requests.submit')}
        </SubmitButton>
      </form>
      {(list.data?.requests.length ?? 0) > 0 && (
        <ul className="privacy-requests">
          {list.data?.requests.map((request) => (
            <li key={request.id} className="privacy-requests__item">
              <strong>{t(`privacy.requests.kinds.${request.kind}`)}</strong>{' '}
              <span>
                {request.status === 'open'
                  ? t('privacy.requests.open', { date: request.due_date })
                  : t('privacy.requests.closed', { note: request.closing_note })}
              </span>
            </li>
          ))}
        </ul>
      )}
    </PrivacyBlock>
  );
}

function DeleteAccount() {
  const { t } = useTranslation('account');
  const dispatch = useAppDispatch();
  const [understood, setUnderstood] = useState(false);
  const [remove, { isLoading }] = useAccountDeleteMutation();
  const confirm = async () => {
    const answer = await remove({ confirm: true })
      .unwrap()
      .catch(() => undefined);
    if (!answer) return;
    // As after Log out: the member page gives way to the sign-in page, with the server's notice.
    dispatch(loggedOut());
  };
  return (
    <PrivacyBlock danger title={t('privacy.delete.title')} text={t('privacy.delete.text')}>
      <label className="choice">
        <input
          type="checkbox"
          checked={understood}
          onChange={(event) => setUnderstood(event.target.checked)}
        />
        <span>{t('privacy.delete.understand')}</span>
      </label>
      <BusyButton
        type="button"
        className="button"
        disabled={!understood}
        busy={isLoading}
        busyLabel={t('privacy.delete.busy')}
        onClick={confirm}
      >
        {t('privacy.delete.button')}
      </BusyButton>
    </PrivacyBlock>
  );
}

interface PrivacyBlockProps {
  title: string;
  /** What the block is for, under its title. */
  text?: string;
  /** Title and button in the accent colour: what it does cannot be undone. */
  danger?: boolean;
  children: ReactNode;
}

function PrivacyBlock({ title, text, danger = false, children }: PrivacyBlockProps) {
  return (
    <TitledSection
      className={danger ? 'privacy-block privacy-block--danger' : 'privacy-block'}
      titleClassName="privacy-block__title"
      title={title}
    >
      {text && <p className="privacy-block__text">{text}</p>}
      {children}
    </TitledSection>
  );
}

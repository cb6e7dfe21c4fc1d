import { HONG_KONG } from '@shop/contract/hong-kong';
import { consentLanguageOf, MARKETING_CONSENT } from '@shop/contract/members/marketing-consent';
import { GENDERS } from '@shop/contract/members/member-limits';
import { useId } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLookup } from '../../shared/lookups/lookups-state.ts';
import { SubmitButton } from '../../shared/ui/busy-button.tsx';
import { CollectionNotice } from '../../shared/ui/collection-notice.tsx';
import { FieldError, FormField } from '../../shared/ui/form-field.tsx';
import { SelectField } from '../../shared/ui/select-field.tsx';
import { countryOptions } from './country-options.ts';
import { EmailCheckNote, emailCheckError } from './email-check-note.tsx';
import { FormAlert } from './form-alert.tsx';
import { PasswordFormField } from './password-form-field.tsx';
import type { RegisterField } from './register-rules.ts';
import { useRegisterForm } from './use-register-form.ts';
import './member-forms.css';

/** Register form: every field, its rule and message, and the email check on blur. */
export function RegisterForm({ onRegistered }: { onRegistered: () => void }) {
  const { t, i18n } = useTranslation('account');
  const id = useId();
  const countries = useLookup('countries');
  const hongKong = countries.find((c) => c.area_code === HONG_KONG.areaCode) ?? countries[0];
  const form = useRegisterForm({
    defaultCountryId: hongKong ? String(hongKong.id) : '',
    areaCodeOf: (countryId) => countries.find((c) => String(c.id) === countryId)?.area_code,
    onRegistered,
  });
  const { values, problems, emailCheck } = form;
  const language = i18n.resolvedLanguage ?? 'en';

  const errorOf = (field: RegisterField) =>
    (problems[field] && t(`problems.${problems[field]}`)) || form.refusalFor(field);

  const text = (field: 'first_name' | 'last_name' | 'email' | 'phone_number', autoComplete: string) => ({
    ref: form.bind(field),
    className: 'input',
    value: values[field],
    autoComplete,
    onChange: (event: { target: { value: string } }) => form.change(field, event.target.value),
    onBlur: () => form.blur(field),
  });

  const passwordInput = (field: 'password' | 'confirm_password') => ({
    inputRef: form.bind(field),
    autoComplete: 'new-password' as const,
    value: values[field],
    onChange: (value: string) => form.change(field, value),
    onBlur: () => form.blur(field),
  });

  return (
    <form className="auth-form" noValidate onSubmit={form.submit}>
      <div className="auth-form__pair">
        <FormField id={`${id}-first`} label={t('fields.firstName')} error={errorOf('first_name')}>
          {(control) => <input {...control} {...text('first_name', 'given-name')} />}
        </FormField>
        <FormField id={`${id}-last`} label={t('fields.lastName')} error={errorOf('last_name')}>
          {(control) => <input {...control} {...text('last_name', 'family-name')} />}
        </FormField>
      </div>
      <FormField
        id={`${id}-email`}
        label={t('fields.email')}
        error={errorOf('email') || emailCheckError(emailCheck, language, t('emailCheck.failed'))}
        status={<EmailCheckNote check={emailCheck} language={language} />}
      >
        {(control) => <input {...control} {...text('email', 'email')} type="email" inputMode="email" />}
      </FormField>
      <PasswordFormField
        id={`${id}-password`}
        label={t('fields.password')}
        hint={t('register.passwordHint')}
        error={errorOf('password')}
        {...passwordInput('password')}
      />
      <PasswordFormField
        id={`${id}-confirm`}
        label={t('fields.confirmPassword')}
        error={errorOf('confirm_password')}
        {...passwordInput('confirm_password')}
      />
      <div className="auth-form__phone">
        <SelectField
          id={`${id}-country`}
          label={t('fields.country')}
          error={errorOf('country_id')}
          className="auth-form__area"
          selectClassName="input select"
          selectRef={form.bind('country_id')}
          autoComplete="country"
          value={values.country_id}
          options={countryOptions(countries, language)}
          onChange={(value) => form.change('country_id', value)}
        />
        <FormField id={`${id}-phone`} label={t('fields.phone')} error={errorOf('phone_number')}>
          {(control) => (
            <input {...control} {...text('phone_number', 'tel-national')} type="tel" inputMode="tel" />
          )}
        </FormField>
      </div>
      <fieldset
        className="choice-group"
        aria-describedby={problems.gender ? `${id}-gender-error` : undefined}
      >
        <legend className="form-field__label">{t('fields.gender')}</legend>
        <div className="choice-group__options">
          {GENDERS.map((gender, index) => (
            <label key={gender} className="choice">
              <input
                ref={index === 0 ? form.bind('gender') : undefined}
                type="radio"
                name={`${id}-gender`}
                value={gender}
                checked={values.gender === gender}
                onChange={() => form.change('gender', gender)}
              />
              <span>{t(`fields.genders.${gender}`)}</span>
            </label>
          ))}
        </div>
        <FieldError id={`${id}-gender-error`} message={problems.gender && t(`problems.${problems.gender}`)} />
      </fieldset>
      <div className="choice-stack">
        <label className="choice">
          <input
            ref={form.bind('accept_terms')}
            type="checkbox"
            checked={values.accept_terms}
            aria-invalid={problems.accept_terms ? true : undefined}
            aria-describedby={problems.accept_terms ? `${id}-terms-error` : undefined}
            onChange={(event) => form.change('accept_terms', event.target.checked)}
          />
          <span>
            <Trans
              t={t}
              i18nKey="fields.acceptTerms"
              components={{
                terms: <Link to="/terms-of-service" target="_blank" rel="noopener" />,
                privacy: <Link to="/privacy-policy" target="_blank" rel="noopener" />,
                hint: <span className="visually-hidden" />,
              }}
            />
          </span>
        </label>
        <FieldError
          id={`${id}-terms-error`}
          message={problems.accept_terms && t(`problems.${problems.accept_terms}`)}
        />
        <label className="choice">
          <input
            type="checkbox"
            checked={values.receive_marketing}
            onChange={(event) => form.change('receive_marketing', event.target.checked)}
          />
          <span>{MARKETING_CONSENT[consentLanguageOf(language)]}</span>
        </label>
      </div>
      <CollectionNotice />
      <FormAlert message={form.formRefusal} />
      <SubmitButton block busy={form.busy} busyLabel={t('register.submitting')}>
        {t('register.submit')}
      </SubmitButton>
    </form>
  );
}

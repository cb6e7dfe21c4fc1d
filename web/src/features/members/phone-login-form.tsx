import { HONG_KONG } from '@shop/contract/hong-kong';
import { OTP_LENGTH } from '@shop/contract/members/member-limits';
import { type FormEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLookup } from '../../shared/lookups/lookups-state.ts';
import { signedIn } from '../../shared/session/user.slice.ts';
import { useAppDispatch } from '../../shared/store-hooks.ts';
import { SubmitButton } from '../../shared/ui/busy-button.tsx';
import { FormField } from '../../shared/ui/form-field.tsx';
import { InputField, PHONE_INPUT } from '../../shared/ui/input-field.tsx';
import { SelectField } from '../../shared/ui/select-field.tsx';
import { useOtpGetMutation, useOtpSubmitMutation } from './auth.endpoints.ts';
import { canSendCode, codeDigits } from './countdown.ts';
import { areaCodeOptions } from './country-options.ts';
import { FormAlert } from './form-alert.tsx';
import { type Problem, phoneProblem } from './register-rules.ts';
import { useCountdown } from './use-countdown.ts';
import { useRefusal } from './use-refusal.ts';
import './member-forms.css';

/** The one dialling code offered before the countries have arrived. */
const HONG_KONG_ONLY = { value: HONG_KONG.areaCode, label: `+${HONG_KONG.areaCode}` };

/**
 * Phone sign-in: a dialling code (852 first), the phone, a send-code button with its 60 s
 * countdown, and the 6-digit code. A phone no member has yet becomes a new member (`new_user: 1`).
 */
export function PhoneLoginForm({ onSignedIn }: { onSignedIn: (newUser: boolean) => void }) {
  const { t, i18n } = useTranslation('account');
  const id = useId();
  const dispatch = useAppDispatch();
  const countries = useLookup('countries');
  const [areaCode, setAreaCode] = useState<string>(HONG_KONG.areaCode);
  const [phone, setPhone] = useState('');
  const [otp, setOtp] = useState('');
  const [problems, setProblems] = useState<{ phone?: Problem; otp?: Problem }>({});
  const { refusal, attempt, clear } = useRefusal();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const phoneInput = useRef<HTMLInputElement>(null);
  const codeInput = useRef<HTMLInputElement>(null);
  const { remaining, start } = useCountdown();
  const [sendCode, { isLoading: sending }] = useOtpGetMutation();
  const [submitCode, { isLoading: submitting }] = useOtpSubmitMutation();
  const options = areaCodeOptions(countries, i18n.resolvedLanguage ?? 'en');

  const onSend = async () => {
    if (!canSendCode({ phone, sending, remaining })) return;
    const problem = phoneProblem(phone, areaCode);
    setProblems({ phone: problem });
    clear();
    if (problem) return phoneInput.current?.focus();
    await attempt(async () => {
      await sendCode({ phone, area_code: areaCode }).unwrap();
      start();
      setSentTo(`+${areaCode} ${phone.trim()}`);
      codeInput.current?.focus();
    });
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (submitting) return;
    const found = {
      phone: phoneProblem(phone, areaCode),
      otp: otp.length === OTP_LENGTH ? undefined : ('code' as const),
    };
    setProblems(found);
    clear();
    if (found.phone) return phoneInput.current?.focus();
    if (found.otp) return codeInput.current?.focus();
    await attempt(async () => {
      const answer = await submitCode({ phone, area_code: areaCode, otp }).unwrap();
      dispatch(signedIn({ token: answer.token, user: answer.user }));
      onSignedIn(answer.new_user === 1);
    });
  };

  const sendLabel = sending
    ? t('phone.sending')
    : remaining > 0
      ? t('phone.resendIn', { seconds: remaining })
      : t(sentTo ? 'phone.resend' : 'phone.send');

  return (
    <form className="auth-form" noValidate onSubmit={onSubmit}>
      <div className="auth-form__phone">
        <SelectField
          id={`${id}-area`}
          label={t('phone.areaCode')}
          className="auth-form__area"
          selectClassName="input select"
          autoComplete="tel-country-code"
          value={areaCode}
          options={options.length > 0 ? options : [HONG_KONG_ONLY]}
          onChange={setAreaCode}
        />
        <InputField
          id={`${id}-phone`}
          label={t('phone.number')}
          error={problems.phone && t(`problems.${problems.phone}`)}
          inputRef={phoneInput}
          {...PHONE_INPUT}
          value={phone}
          onChange={setPhone}
        />
      </div>
      <FormField
        id={`${id}-otp`}
        label={t('phone.code')}
        hint={sentTo ? t('phone.sentTo', { phone: sentTo }) : t('phone.codeHint')}
        error={problems.otp && t(`problems.${problems.otp}`)}
      >
        {(control) => (
          <div className="auth-form__code">
            <input
              {...control}
              ref={codeInput}
              className="input auth-form__code-input"
              inputMode="numeric"
              autoComplete="one-time-code"
              value={otp}
              onChange={(event) => setOtp(codeDigits(event.target.value, OTP_LENGTH))}
            />
            <button
              type="button"
              className="button button--ghost auth-form__send"
              disabled={!canSendCode({ phone, sending, remaining })}
              onClick={onSend}
            >
              {sending && <span className="spinner" aria-hidden="true" />}
              {sendLabel}
            </button>
          </div>
        )}
      </FormField>
      <FormAlert message={refusal} />
      <SubmitButton block busy={submitting} busyLabel={t('login.submitting')}>
        {t('login.submit')}
      </SubmitButton>
    </form>
  );
}

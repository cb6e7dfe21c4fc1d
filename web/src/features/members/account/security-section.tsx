import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BusyButton, SubmitButton } from '../../../shared/ui/busy-button.tsx';
import { InputField } from '../../../shared/ui/input-field.tsx';
import { TitledSection } from '../../../shared/ui/titled-section.tsx';
import { FormAlert } from '../form-alert.tsx';
import {
  useEmailChangeMutation,
  usePhoneVerifyMutation,
  usePhoneVerifySendMutation,
} from '../profile-changes.endpoints.ts';
import { useRefusal } from '../use-refusal.ts';
import { useSignOut } from '../use-sign-out.ts';
import { ProfileState } from './profile-state.tsx';
import './security-section.css';

/**
 * The member's email and phone, each proven or not, with the ways to prove or change them, and
 * "sign out everywhere". Only a proven email recovers the account and only a proven phone signs in
 * by code, so an unproven one says so.
 */
export function SecuritySection() {
  const { t } = useTranslation('account');
  return (
    <ProfileState lead={t('security.intro')}>
      {(profile) => (
        <>
          {profile && (
            <>
              <EmailBlock email={profile.email} proven={profile.email_verified} />
              <PhoneBlock
                phone={profile.phone}
                areaCode={profile.area_code}
                proven={profile.phone_verified}
              />
            </>
          )}
          <SignOutEverywhere />
        </>
      )}
    </ProfileState>
  );
}

function Badge({ proven }: { proven: boolean }) {
  const { t } = useTranslation('account');
  return (
    <span className={proven ? 'security-badge security-badge--proven' : 'security-badge'}>
      {t(proven ? 'security.proven' : 'security.unproven')}
    </span>
  );
}

function EmailBlock({ email, proven }: { email: string | null; proven: boolean }) {
  const { t } = useTranslation('account');
  const id = useId();
  const [next, setNext] = useState('');
  const { refusal, attempt } = useRefusal();
  const [send, { isLoading }] = useEmailChangeMutation();

  // The server's notice ("we have sent a link") comes as a toast; a refusal stays beside the form.
  const ask = (address: string) =>
    attempt(async () => {
      await send({ email: address }).unwrap();
      setNext('');
    });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (next.trim() && !isLoading) void ask(next.trim());
  };

  return (
    <SecurityBlock title={t('security.email.title')}>
      {email ? (
        <p className="security-block__current">
          <span>{email}</span>
          <Badge proven={proven} />
        </p>
      ) : (
        <p className="security-block__text">{t('security.email.none')}</p>
      )}
      {email && !proven && (
        <>
          <p className="security-block__text">{t('security.email.whyProve')}</p>
          <BusyButton
            className="button button--ghost"
            busy={isLoading}
            busyLabel={t('security.sending')}
            onClick={() => void ask(email)}
          >
            {t('security.email.resend')}
          </BusyButton>
        </>
      )}
      <form className="account-page__form auth-form" noValidate onSubmit={submit}>
        <InputField
          id={`${id}-new`}
          label={t(email ? 'security.email.new' : 'security.email.add')}
          type="email"
          autoComplete="email"
          value={next}
          onChange={setNext}
        />
        <p className="security-block__text">{t('security.email.changeNote')}</p>
        <SubmitButton busy={isLoading} busyLabel={t('security.sending')}>
          {t('security.email.send')}
        </SubmitButton>
      </form>
      <FormAlert message={refusal} />
    </SecurityBlock>
  );
}

function PhoneBlock({
  phone,
  areaCode,
  proven,
}: {
  phone: string | null;
  areaCode: string;
  proven: boolean;
}) {
  const { t } = useTranslation('account');
  const id = useId();
  const [target, setTarget] = useState({ area_code: areaCode, phone: proven ? '' : (phone ?? '') });
  const [code, setCode] = useState('');
  const [sentTo, setSentTo] = useState<typeof target | null>(null);
  const { refusal, attempt } = useRefusal();
  const [sendCode, sending] = usePhoneVerifySendMutation();
  const [verify, verifying] = usePhoneVerifyMutation();

  const askCode = async (event: FormEvent) => {
    event.preventDefault();
    if (sending.isLoading || !target.phone.trim()) return;
    await attempt(async () => {
      await sendCode(target).unwrap();
      setSentTo(target);
    });
  };
  const confirm = async (event: FormEvent) => {
    event.preventDefault();
    if (!sentTo || verifying.isLoading) return;
    await attempt(async () => {
      const done = await verify({ ...sentTo, otp: code }).unwrap();
      setSentTo(null);
      setCode('');
      setTarget({ area_code: done.area_code, phone: '' });
    });
  };

  return (
    <SecurityBlock title={t('security.phone.title')}>
      {phone ? (
        <p className="security-block__current">
          <span>
            +{areaCode} {phone}
          </span>
          <Badge proven={proven} />
        </p>
      ) : (
        <p className="security-block__text">{t('security.phone.none')}</p>
      )}
      <p className="security-block__text">
        {t(proven ? 'security.phone.changeNote' : 'security.phone.whyProve')}
      </p>
      {sentTo ? (
        <form className="account-page__form auth-form" noValidate onSubmit={confirm}>
          <InputField
            id={`${id}-code`}
            label={t('security.phone.code', { phone: `+${sentTo.area_code} ${sentTo.phone}` })}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            value={code}
            onChange={(value) => setCode(value.replace(/\D/g, ''))}
          />
          <SubmitButton busy={verifying.isLoading} busyLabel={t('security.sending')}>
            {t('security.phone.confirm')}
          </SubmitButton>
        </form>
      ) : (
        <form className="account-page__form auth-form" noValidate onSubmit={askCode}>
          <div className="security-block__phone">
            <InputField
              id={`${id}-area`}
              label={t('security.phone.areaCode')}
              inputMode="numeric"
              value={target.area_code}
              onChange={(area_code) => setTarget((v) => ({ ...v, area_code }))}
            />
            <InputField
              id={`${id}-phone`}
              label={t(phone && proven ? 'security.phone.new' : 'security.phone.number')}
              type="tel"
              autoComplete="tel-national"
              value={target.phone}
              onChange={(number) => setTarget((v) => ({ ...v, phone: number }))}
            />
          </div>
          <SubmitButton busy={sending.isLoading} busyLabel={t('security.sending')}>
            {t('security.phone.send')}
          </SubmitButton>
        </form>
      )}
      <FormAlert message={refusal} />
    </SecurityBlock>
  );
}

function SignOutEverywhere() {
  const { t } = useTranslation('account');
  const { signOutEverywhere, signingOutEverywhere } = useSignOut();
  const [failed, setFailed] = useState(false);
  return (
    <SecurityBlock title={t('security.everywhere.title')}>
      <p className="security-block__text">{t('security.everywhere.text')}</p>
      <BusyButton
        className="button button--ghost"
        busy={signingOutEverywhere}
        busyLabel={t('security.everywhere.busy')}
        onClick={async () => setFailed(!(await signOutEverywhere()))}
      >
        {t('security.everywhere.button')}
      </BusyButton>
      <FormAlert message={failed ? t('security.everywhere.failed') : null} />
    </SecurityBlock>
  );
}

/** One block of the section, under the section's own title. */
function SecurityBlock({ title, children }: { title: string; children: ReactNode }) {
  return (
    <TitledSection
      heading="h3"
      className="security-block"
      titleClassName="security-block__title"
      title={title}
    >
      {children}
    </TitledSection>
  );
}

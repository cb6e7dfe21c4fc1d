import type { adminTwoFactorConfirm } from '@shop/contract/admin/staff-auth.calls';
import type { CallOutput } from '@shop/contract/calls';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TitledSection } from '../../shared/ui/titled-section.tsx';
import { consoleErrorMessage } from './console-error.ts';
import { TextField } from './sections/console-fields.tsx';
import { useAdminTwoFactorConfirmMutation, useAdminTwoFactorSetupMutation } from './staff-auth.endpoints.ts';
import './two-factor.css';

type Confirmed = CallOutput<typeof adminTwoFactorConfirm>;

/** A code field for the authenticator app's six digits (or, signing in, a recovery code). */
export function CodeField({
  value,
  onChange,
  label,
}: {
  value: string;
  onChange: (v: string) => void;
  label: string;
}) {
  return (
    <TextField
      label={label}
      inputClassName="two-factor__code"
      autoComplete="one-time-code"
      inputMode="text"
      spellCheck={false}
      maxLength={32}
      value={value}
      onChange={onChange}
    />
  );
}

/**
 * Setting up two-step sign-in: the QR code and the secret for the app, a code to confirm it, then
 * the recovery codes, shown this once. `challenge` is the owner's sign-in that waits for it;
 * without one the signed-in staff member sets it up from the console.
 */
export function TwoFactorEnrol({
  challenge,
  onDone,
}: {
  challenge?: string;
  onDone: (result: Confirmed) => void;
}) {
  const { t } = useTranslation('admin');
  const [setup, card] = useAdminTwoFactorSetupMutation();
  const [confirm, confirmed] = useAdminTwoFactorConfirmMutation();
  const [code, setCode] = useState('');
  const started = useRef(false);
  const secretId = useId();

  useEffect(() => {
    // One secret per visit: a second request would replace the one the QR code shows.
    if (started.current) return;
    started.current = true;
    void setup(challenge ? { challenge } : {});
  }, [setup, challenge]);

  if (confirmed.data)
    return <RecoveryCodes codes={confirmed.data.recovery_codes} onDone={() => onDone(confirmed.data!)} />;
  if (card.error)
    return (
      <div className="console-alert" role="alert">
        {consoleErrorMessage(card.error)}
      </div>
    );
  if (!card.data) return <p aria-busy="true">{t('twoFactor.preparing')}</p>;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    confirmed.reset();
    void confirm({ ...(challenge ? { challenge } : {}), code: code.trim() });
  };
  return (
    <form className="two-factor" onSubmit={submit} noValidate>
      <ol className="two-factor__steps">
        <li>{t('twoFactor.stepApp')}</li>
        <li>
          {t('twoFactor.stepScan')}
          <img
            className="two-factor__qr"
            src={card.data.qr_image}
            alt={t('twoFactor.qrAlt')}
            width="200"
            height="200"
          />
          <span id={secretId}>{t('twoFactor.orType')}</span>{' '}
          <code className="two-factor__secret" aria-describedby={secretId}>
            {card.data.secret.replace(/(.{4})/g, '$1 ').trim()}
          </code>
        </li>
        <li>{t('twoFactor.stepConfirm')}</li>
      </ol>
      <CodeField label={t('twoFactor.code')} value={code} onChange={setCode} />
      <div className="console-alert" role="alert">
        {confirmed.error ? consoleErrorMessage(confirmed.error) : null}
      </div>
      <button type="submit" className="button button--block" disabled={confirmed.isLoading || !code.trim()}>
        {t('twoFactor.confirm')}
      </button>
    </form>
  );
}

/** The recovery codes, once: each signs in one time when the phone is lost. */
function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const { t } = useTranslation('admin');
  return (
    <TitledSection
      className="two-factor"
      titleClassName="two-factor__title"
      title={t('twoFactor.recoveryTitle')}
    >
      <p>{t('twoFactor.recoveryLead')}</p>
      <ul className="two-factor__recovery" aria-label={t('twoFactor.recoveryTitle')}>
        {codes.map((c) => (
          <li key={c}>
            <code>{c}</code>
          </li>
        ))}
      </ul>
      <button type="button" className="button button--block" onClick={onDone}>
        {t('twoFactor.saved')}
      </button>
    </TitledSection>
  );
}

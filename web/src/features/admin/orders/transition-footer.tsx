import { useTranslation } from 'react-i18next';

interface TransitionFooterProps {
  error: string | null;
  busy: boolean;
  submitLabel: string;
  disabled?: boolean;
  onCancel: () => void;
}

/** The server's refusal (in the language on screen), then Cancel and the action's own button. */
export function TransitionFooter({ error, busy, submitLabel, disabled, onCancel }: TransitionFooterProps) {
  const { t } = useTranslation('admin');
  return (
    <>
      <div className="console-alert" role="alert">
        {error}
      </div>
      <div className="console-dialog__buttons">
        <button type="button" className="button button--ghost" disabled={busy} onClick={onCancel}>
          {t('order.keep')}
        </button>
        <button type="submit" className="button" disabled={busy || disabled} aria-busy={busy || undefined}>
          {busy && <span className="spinner" aria-hidden="true" />}
          {busy ? t('order.working') : submitLabel}
        </button>
      </div>
    </>
  );
}

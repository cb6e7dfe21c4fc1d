import { type FormEvent, type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ConsoleOutcome } from './console-outcome.tsx';

interface SaveCardProps {
  title: string;
  lead?: ReactNode;
  /** The save mutation's state, as its RTK Query hook hands it out. */
  saving: { isLoading: boolean; error?: unknown; data?: unknown; reset: () => void };
  onSave: () => Promise<unknown>;
  /** The fields. */
  children: ReactNode;
}

/**
 * A settings card saved as a whole: its title and lead, the fields, one Save button, and the
 * server's refusal or "Saved." below (cleared when it is sent again).
 */
export function SaveCard({ title, lead, saving, onSave, children }: SaveCardProps) {
  const { t } = useTranslation('admin-manage');
  const headingId = useId();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    saving.reset();
    await onSave();
  };
  return (
    <form className="console-card console-stack" onSubmit={submit} aria-labelledby={headingId} noValidate>
      <h2 id={headingId} className="console-card__title">
        {title}
      </h2>
      {lead && <p className="console-table__soft">{lead}</p>}
      {children}
      <button type="submit" className="button" disabled={saving.isLoading}>
        {t('settings.save')}
      </button>
      <ConsoleOutcome error={saving.error} done={saving.data ? t('settings.saved') : null} />
    </form>
  );
}

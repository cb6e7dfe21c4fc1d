import { type FormEvent, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConsoleOutcome } from '../../console-outcome.tsx';
import { COUNT, type DraftField, DraftFields } from '../console-fields.tsx';

/** A save call's trigger and state, as an RTK Query mutation hook hands them out. */
type Save<Key extends string> = readonly [
  (values: Record<Key, number>) => unknown,
  { isLoading: boolean; error?: unknown; data?: unknown; reset: () => void },
];

interface Props<Key extends string> {
  id: string;
  title: string;
  lead?: ReactNode;
  /** The saved numbers the form starts from. */
  values: Record<Key, number>;
  fields: Omit<DraftField<Key>, keyof typeof COUNT>[];
  save: Save<Key>;
}

/**
 * A settings card of whole numbers saved together (calendar rules, unpaid-order limits): kept as
 * typed while edited, sent as numbers, the server's refusal or "saved" shown below.
 */
export function CountsCard<Key extends string>({ id, title, lead, values, fields, save }: Props<Key>) {
  const { t } = useTranslation('admin-manage');
  const [send, { isLoading, error, reset, data }] = save;
  const [draft, setDraft] = useState(
    () => Object.fromEntries(fields.map(({ key }) => [key, String(values[key])])) as Record<Key, string>,
  );

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    reset();
    await send(Object.fromEntries(fields.map(({ key }) => [key, Number(draft[key])])) as Record<Key, number>);
  };

  return (
    <form className="console-card manage-stack" onSubmit={submit} aria-labelledby={id} noValidate>
      <h2 id={id} className="console-card__title">
        {title}
      </h2>
      {lead && <p className="console-table__soft">{lead}</p>}
      <div className="manage-grid">
        <DraftFields
          draft={draft}
          onChange={(key, value) => setDraft((d) => ({ ...d, [key]: value }))}
          fields={fields.map((field) => ({ ...field, ...COUNT }))}
        />
      </div>
      <button type="submit" className="button" disabled={isLoading}>
        {t('settings.save')}
      </button>
      <ConsoleOutcome error={error} done={data ? t('settings.saved') : null} />
    </form>
  );
}

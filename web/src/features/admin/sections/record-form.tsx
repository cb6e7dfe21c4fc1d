import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConsoleOutcome } from '../console-outcome.tsx';
import { CheckField, TextField } from './console-fields.tsx';

/** One field of a small promotion record: text (Chinese marked), a number, or a yes/no. */
export interface RecordField {
  key: string;
  label: string;
  kind: 'text' | 'text-zh' | 'number' | 'check' | 'time';
}

type Values = Record<string, string | boolean>;

/** Form values of a record: numbers as text (blank for null), yes/no as they are. */
const valuesOf = (row: object, fields: RecordField[]): Values =>
  Object.fromEntries(
    fields.map((f) => {
      const value = (row as Record<string, unknown>)[f.key];
      return [
        f.key,
        typeof value === 'boolean' ? value : value === undefined || value === null ? '' : String(value),
      ];
    }),
  );

/** A blank number is null (no limit, or refused by name when the field needs one), else as typed. */
const numberOrNull = (value: string | boolean | undefined) =>
  typeof value === 'string' && value.trim() !== '' ? Number(value) : null;

interface RecordFormProps {
  legend: string;
  fields: RecordField[];
  /** The saved record, or a blank one to add: the fields start from its values. */
  record: object;
  /** Saves the values (numbers already converted); answers the refusal, if any. */
  onSave: (values: Record<string, unknown>) => Promise<{ error?: unknown }>;
  /** Offered for saved records that may be removed; answers the refusal, if any. */
  onRemove?: () => Promise<{ error?: unknown }>;
}

/** The form of a small record (a gift rule, a store, a timeslot…): the fields it lists, saved in one call. */
export function RecordForm({ legend, fields, record, onSave, onRemove }: RecordFormProps) {
  const { t } = useTranslation('admin-manage');
  const [values, setValues] = useState(() => valuesOf(record, fields));
  const [error, setError] = useState<unknown>(null);
  const [done, setDone] = useState(false);
  // One call at a time: a second press while saving or removing would send the change twice.
  const [busy, setBusy] = useState(false);
  const run = async (call: () => Promise<{ error?: unknown }>) => {
    setBusy(true);
    try {
      return await call();
    } finally {
      setBusy(false);
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setError(null);
    setDone(false);
    const converted = Object.fromEntries(
      fields.map((f) => [f.key, f.kind === 'number' ? numberOrNull(values[f.key]) : values[f.key]]),
    );
    const result = await run(() => onSave(converted));
    if (result.error) setError(result.error);
    else setDone(true);
  };

  return (
    <form className="manage-fieldset" onSubmit={submit} aria-label={legend} noValidate>
      {/* Rows of one card look alike: the name says which store, country or tier this one is. */}
      <p className="manage-fieldset__name" aria-hidden="true">
        {legend}
      </p>
      <div className="manage-grid">
        {fields.map((f) =>
          f.kind === 'check' ? (
            <CheckField
              key={f.key}
              label={f.label}
              checked={values[f.key] === true}
              onChange={(on) => setValues((v) => ({ ...v, [f.key]: on }))}
            />
          ) : (
            <TextField
              key={f.key}
              label={f.label}
              lang={f.kind === 'text-zh' ? 'zh-HK' : undefined}
              type={f.kind === 'number' || f.kind === 'time' ? f.kind : 'text'}
              step={f.kind === 'number' ? 'any' : undefined}
              value={String(values[f.key] ?? '')}
              onChange={(value) => setValues((v) => ({ ...v, [f.key]: value }))}
            />
          ),
        )}
      </div>
      <div className="console-row">
        <button type="submit" className="button" disabled={busy} aria-busy={busy || undefined}>
          {t('promotions.save')}
        </button>
        {onRemove && (
          <button
            type="button"
            className="button button--ghost"
            disabled={busy}
            onClick={async () => setError((await run(onRemove)).error ?? null)}
          >
            {t('settings.removeNamed', { name: legend })}
          </button>
        )}
      </div>
      <ConsoleOutcome error={error} done={done ? t('promotions.saved') : null} />
    </form>
  );
}

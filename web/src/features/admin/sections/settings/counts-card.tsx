import { type ReactNode, useState } from 'react';
import { SaveCard } from '../../save-card.tsx';
import { COUNT, type DraftField, DraftFields } from '../console-fields.tsx';

/** A save call's trigger and state, as an RTK Query mutation hook hands them out. */
type Save<Key extends string> = readonly [
  (values: Record<Key, number>) => unknown,
  { isLoading: boolean; error?: unknown; data?: unknown; reset: () => void },
];

interface Props<Key extends string> {
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
export function CountsCard<Key extends string>({ title, lead, values, fields, save }: Props<Key>) {
  const [send, saving] = save;
  const [draft, setDraft] = useState(
    () => Object.fromEntries(fields.map(({ key }) => [key, String(values[key])])) as Record<Key, string>,
  );

  return (
    <SaveCard
      title={title}
      lead={lead}
      saving={saving}
      onSave={async () =>
        send(Object.fromEntries(fields.map(({ key }) => [key, Number(draft[key])])) as Record<Key, number>)
      }
    >
      <div className="manage-grid">
        <DraftFields
          draft={draft}
          onChange={(key, value) => setDraft((d) => ({ ...d, [key]: value }))}
          fields={fields.map((field) => ({ ...field, ...COUNT }))}
        />
      </div>
    </SaveCard>
  );
}

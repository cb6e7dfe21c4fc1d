import { ConsoleCard } from '../../console-card.tsx';
import { type RecordField, RecordForm } from '../record-form.tsx';

interface RecordsCardProps<Row extends object> {
  title: string;
  records: readonly Row[];
  fields: RecordField[];
  legendOf: (record: Row) => string;
  /** A blank record and its form's legend, for a card that adds records as well as editing them. */
  adding?: { blank: object; legend: string };
  onSave: (record: Row | undefined, values: Record<string, unknown>) => Promise<{ error?: unknown }>;
}

/** A card of small promotion records (gift rules, exchange options, credit packs), a form each. */
export function RecordsCard<Row extends object>({
  title,
  records,
  fields,
  legendOf,
  adding,
  onSave,
}: RecordsCardProps<Row>) {
  const rows: (Row | undefined)[] = adding ? [...records, undefined] : [...records];
  return (
    <ConsoleCard title={title} className="console-stack" titleBar>
      {rows.map((record) => (
        <RecordForm
          // A saved record's values are its key, so its form starts again from what was saved.
          key={record ? JSON.stringify(record) : `new-${records.length}`}
          legend={record ? legendOf(record) : (adding?.legend ?? '')}
          fields={fields}
          record={record ?? adding?.blank ?? {}}
          onSave={(values) => onSave(record, values)}
        />
      ))}
    </ConsoleCard>
  );
}

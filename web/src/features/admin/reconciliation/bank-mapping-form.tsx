import {
  BANK_AMOUNT_STYLES,
  BANK_DATE_FORMATS,
  BANK_DELIMITERS,
  type BankMapping,
  type BankMappingFields,
} from '@shop/contract/admin/bank-reconciliation.calls';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ConsoleOutcome } from '../console-outcome.tsx';
import { type DraftField, DraftFields, SelectField } from '../sections/console-fields.tsx';
import { useDraft } from '../use-draft.ts';
import { useAdminBankMappingSaveMutation } from './reconciliation.endpoints.ts';

type Draft = Required<BankMappingFields>;
type TextKey = Exclude<keyof Draft, 'delimiter' | 'date_format' | 'amount_style'>;

const BLANK: Draft = {
  bank_name: '',
  delimiter: ',',
  date_column: 'Date',
  date_format: 'DD/MM/YYYY',
  amount_style: 'signed',
  amount_column: 'Amount',
  credit_column: '',
  debit_column: '',
  description_column: 'Description',
  reference_column: '',
};

const DELIMITER_NAMES = { ',': 'comma', ';': 'semicolon', '\t': 'tab' } as const;

const draftOf = (bank: BankMapping | undefined): Draft => {
  if (!bank) return BLANK;
  const { bank_id: _id, updated_at: _at, ...fields } = bank;
  return fields;
};

/** A bank's column mapping: its name, the header of each column the shop reads, and how it writes days and amounts. */
export function BankMappingForm({
  bank,
  onSaved,
}: {
  bank?: BankMapping;
  onSaved: (bank: BankMapping) => void;
}) {
  const { t } = useTranslation('admin-reconciliation');
  const [draft, set] = useDraft<Draft>(() => draftOf(bank));
  const [save, saving] = useAdminBankMappingSaveMutation();

  const columns: DraftField<TextKey>[] = [
    { key: 'bank_name', label: t('mapping.bankName'), maxLength: 60 },
    { key: 'date_column', label: t('mapping.dateColumn'), maxLength: 80 },
    ...(draft.amount_style === 'signed'
      ? [{ key: 'amount_column' as const, label: t('mapping.amountColumn'), maxLength: 80 }]
      : [
          { key: 'credit_column' as const, label: t('mapping.creditColumn'), maxLength: 80 },
          { key: 'debit_column' as const, label: t('mapping.debitColumn'), maxLength: 80 },
        ]),
    { key: 'description_column', label: t('mapping.descriptionColumn'), maxLength: 80 },
    {
      key: 'reference_column',
      label: t('mapping.referenceColumn'),
      maxLength: 80,
      hint: t('mapping.optional'),
    },
  ];

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const answer = await save(draft);
    if ('data' in answer && answer.data) onSaved(answer.data.bank);
  };

  return (
    <form className="reconcile-form" onSubmit={submit}>
      <p className="manage-hint">{t('mapping.lead')}</p>
      <div className="reconcile-grid">
        <DraftFields fields={columns} draft={draft} onChange={(key, value) => set({ [key]: value })} />
        <SelectField
          label={t('mapping.dateFormat')}
          value={draft.date_format}
          options={BANK_DATE_FORMATS.map((format) => ({ value: format, label: format }))}
          onChange={(date_format) => set({ date_format })}
        />
        <SelectField
          label={t('mapping.amountStyle')}
          value={draft.amount_style}
          options={BANK_AMOUNT_STYLES.map((style) => ({
            value: style,
            label: t(`mapping.amountStyles.${style}`),
          }))}
          onChange={(amount_style) => set({ amount_style })}
        />
        <SelectField
          label={t('mapping.delimiter')}
          value={draft.delimiter}
          options={BANK_DELIMITERS.map((delimiter) => ({
            value: delimiter,
            label: t(`mapping.delimiters.${DELIMITER_NAMES[delimiter]}`),
          }))}
          onChange={(delimiter) => set({ delimiter })}
        />
      </div>
      <ConsoleOutcome error={saving.error} done={saving.isSuccess ? t('mapping.saved') : ''} />
      <button type="submit" className="button" disabled={saving.isLoading}>
        {t('mapping.save')}
      </button>
    </form>
  );
}

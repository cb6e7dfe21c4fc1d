import {
  type adminBankStatementUpload,
  BANK_STATEMENT_MAX_CHARS,
} from '@shop/contract/admin/bank-reconciliation.calls';
import type { CallOutput } from '@shop/contract/calls';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormField } from '../../../shared/ui/form-field.tsx';
import { ConsoleOutcome } from '../console-outcome.tsx';
import { useAdminBankStatementUploadMutation } from './reconciliation.endpoints.ts';

type Uploaded = CallOutput<typeof adminBankStatementUpload>;

/** Picks a statement CSV and sends its text; a file over the size limit is refused before it goes. */
export function StatementUpload({
  bankId,
  onUploaded,
}: {
  bankId: number;
  onUploaded: (u: Uploaded) => void;
}) {
  const { t } = useTranslation('admin-reconciliation');
  const id = useId();
  const [file, setFile] = useState<File | null>(null);
  const [tooLarge, setTooLarge] = useState(false);
  const [upload, uploading] = useAdminBankStatementUploadMutation();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!file) return;
    setTooLarge(file.size > BANK_STATEMENT_MAX_CHARS);
    if (file.size > BANK_STATEMENT_MAX_CHARS) return;
    const answer = await upload({ bank_id: bankId, csv: await file.text() });
    if ('data' in answer && answer.data) onUploaded(answer.data);
  };

  const done = uploading.data ? t('upload.done', uploading.data) : '';
  return (
    <form className="console-row" onSubmit={submit}>
      <FormField id={id} label={t('upload.file')} className="console-field">
        {(control) => (
          <input
            {...control}
            className="input"
            type="file"
            accept=".csv,text/csv"
            onChange={(e) => setFile(e.target.files?.[0] ?? null)}
          />
        )}
      </FormField>
      <button type="submit" className="button" disabled={!file || uploading.isLoading}>
        {t('upload.send')}
      </button>
      <ConsoleOutcome
        error={tooLarge ? { message: t('upload.tooLarge') } : uploading.error}
        done={uploading.isSuccess ? done : ''}
      />
    </form>
  );
}

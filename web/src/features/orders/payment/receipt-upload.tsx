import { MAX_RECEIPT_BYTES } from '@shop/contract/upload-limits';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatInstant } from '../../../shared/hong-kong-dates.ts';
import { FieldError } from '../../../shared/ui/form-field.tsx';
import { useUploadReceiptMutation } from '../payment-receipt.endpoints.ts';
import { shrinkPicture } from './shrink-picture.ts';

const ACCEPTED = ['image/jpeg', 'image/png', 'image/webp'];

interface Props {
  orderToken: string;
  uploadedAt: string | null;
}

/**
 * The shopper sends a screenshot of their transfer. A picture larger than the server takes is made
 * smaller here first (a phone's screenshot often is); what the server refuses, it says in the
 * shopper's language, as a toast.
 */
export function ReceiptUpload({ orderToken, uploadedAt }: Props) {
  const { t, i18n } = useTranslation('checkout');
  const [upload, { isLoading }] = useUploadReceiptMutation();
  const [problem, setProblem] = useState('');

  async function send(file: File) {
    setProblem('');
    if (!ACCEPTED.includes(file.type)) {
      setProblem(t('receipt.wrongType'));
      return;
    }
    const dataUrl = file.size > MAX_RECEIPT_BYTES ? await shrinkPicture(file) : await readAsDataUrl(file);
    await upload({ orderToken, dataBase64: dataUrl })
      .unwrap()
      .catch(() => {});
  }

  return (
    <div className="receipt-upload">
      <h3 className="receipt-upload__title">{t('receipt.title')}</h3>
      <label className="receipt-upload__label" htmlFor="receipt-file">
        {t('receipt.hint')}
      </label>
      <input
        id="receipt-file"
        className="receipt-upload__input"
        type="file"
        accept={ACCEPTED.join(',')}
        disabled={isLoading}
        aria-describedby={problem ? 'receipt-problem' : undefined}
        onChange={(event) => {
          const file = event.currentTarget.files?.[0];
          if (file) void send(file);
          event.currentTarget.value = '';
        }}
      />
      <FieldError id="receipt-problem" message={problem} />
      {uploadedAt && (
        <p className="receipt-upload__done soft-text" role="status">
          {t('receipt.received', { when: formatInstant(uploadedAt, i18n.resolvedLanguage ?? 'en') })}
        </p>
      )}
    </div>
  );
}

function readAsDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });
}

import type { BankTransferDetails } from '@shop/contract/lookups/lookups.calls';
import { useTranslation } from 'react-i18next';

/** The shop's account and FPS ID, each copyable with one tap (select-all on the value). */
export function BankDetails({ bank }: { bank: BankTransferDetails }) {
  const { t, i18n } = useTranslation('checkout');
  const bankName = i18n.resolvedLanguage === 'zh-HK' ? bank.bank_name_zh : bank.bank_name_en;
  const rows = [
    ['bank', bankName],
    ['accountName', bank.account_name],
    ['accountNumber', bank.account_number],
    ['fpsId', bank.fps_id],
  ] as const;
  return (
    <dl className="confirmation-payment__bank">
      {rows.map(([key, value]) => (
        <div key={key} className="confirmation-payment__bank-row">
          <dt>{t(`payment.bankDetails.${key}`)}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

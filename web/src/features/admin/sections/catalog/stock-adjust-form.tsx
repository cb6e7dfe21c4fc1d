import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConsoleOutcome } from '../../console-outcome.tsx';
import { COUNT, TextField } from '../console-fields.tsx';
import { useAdminStockAdjustMutation } from '../manage.endpoints.ts';

/** Adds or removes units of a saved variant with a reason, which the audit log keeps. */
export function StockAdjustForm({
  variantId,
  sku,
  stock,
}: {
  variantId: number;
  sku: string;
  stock: number;
}) {
  const { t } = useTranslation('admin-manage');
  const [adjust, { isLoading, error, reset }] = useAdminStockAdjustMutation();
  const [change, setChange] = useState('');
  const [reason, setReason] = useState('');
  const [done, setDone] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    event.stopPropagation();
    reset();
    setDone(null);
    const result = await adjust({ variant_id: variantId, change: Number(change), reason });
    if (result.error) return;
    setDone(t('stock.done', { sku, stock: result.data.stock }));
    setChange('');
    setReason('');
  };

  return (
    <form className="console-row" onSubmit={submit} aria-label={t('stock.title', { sku })}>
      <p className="console-table__strong">{t('stock.current', { stock })}</p>
      <TextField
        label={t('stock.change')}
        {...COUNT}
        value={change}
        onChange={setChange}
        hint={t('stock.changeHint')}
      />
      <TextField label={t('stock.reason')} value={reason} onChange={setReason} maxLength={300} />
      <button type="submit" className="button button--ghost" disabled={isLoading}>
        {t('stock.apply')}
      </button>
      <ConsoleOutcome error={error} done={done} />
    </form>
  );
}

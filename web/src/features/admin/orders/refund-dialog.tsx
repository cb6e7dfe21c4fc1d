import type { AdminOrder } from '@shop/contract/admin/admin-orders.calls';
import { formatHkd } from '@shop/contract/money';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../shared/ui/dialog.tsx';
import { consoleErrorMessage } from '../console-error.ts';
import { useConsoleFormat } from '../console-format.ts';
import { CheckField, TextField } from '../sections/console-fields.tsx';
import { useAdminOrderTransitionMutation } from './admin-orders.endpoints.ts';
import { refundable, refundLines, refundValue } from './refund-choice.ts';
import { TransitionFooter } from './transition-footer.tsx';

/**
 * Refund by line: a quantity per line (up to what it still holds), or everything at once. The
 * server reverses stock, credit and Beans for exactly these units.
 */
export function RefundDialog({ order, onClose }: { order: AdminOrder; onClose: () => void }) {
  const { t } = useTranslation('admin');
  const { pick, money } = useConsoleFormat();
  const [transition, { isLoading, error }] = useAdminOrderTransitionMutation();
  const [everything, setEverything] = useState(false);
  const [chosen, setChosen] = useState<Record<number, number>>({});
  const [note, setNote] = useState('');
  const lines = order.lines.filter((line) => refundable(line) > 0);
  const picked = refundLines(order.lines, chosen);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const result = await transition({
      order_id: order.order_id,
      action: 'refund',
      note,
      ...(everything ? {} : { lines: picked }),
    });
    if (!result.error) onClose();
  };
  return (
    <Dialog
      className="console-dialog"
      title={t('order.refund.title', { number: order.order_number })}
      onClose={onClose}
      busy={isLoading}
    >
      <form onSubmit={submit} className="transition-form">
        <CheckField label={t('order.refund.everything')} checked={everything} onChange={setEverything} />
        <fieldset className="refund-lines" disabled={everything}>
          <legend className="console-field__label">{t('order.refund.lines')}</legend>
          {lines.map((line) => (
            <label key={line.order_line_id} className="refund-line">
              <span className="refund-line__name">
                {pick(line, 'name')}
                <span className="console-table__soft">
                  {t('order.refund.left', { count: refundable(line), price: money(line.unit_price) })}
                </span>
              </span>
              <input
                className="input refund-line__quantity"
                type="number"
                inputMode="numeric"
                min={0}
                max={refundable(line)}
                value={chosen[line.order_line_id] ?? 0}
                aria-label={t('order.refund.quantityFor', { name: pick(line, 'name') })}
                onChange={(event) =>
                  setChosen({ ...chosen, [line.order_line_id]: Number(event.target.value) || 0 })
                }
              />
            </label>
          ))}
        </fieldset>
        {!everything && picked.length > 0 && (
          <p className="refund-lines__value">
            {t('order.refund.value', { amount: formatHkd(refundValue(order.lines, picked)) })}
          </p>
        )}
        <TextField label={t('order.note')} multiline maxLength={500} value={note} onChange={setNote} />
        <TransitionFooter
          error={error ? consoleErrorMessage(error) : null}
          busy={isLoading}
          disabled={!everything && picked.length === 0}
          submitLabel={t('order.actions.refund')}
          onCancel={onClose}
        />
      </form>
    </Dialog>
  );
}

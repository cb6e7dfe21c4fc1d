import type { AdminOrder, OrderAction } from '@shop/contract/admin/admin-orders.calls';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../shared/ui/dialog.tsx';
import { consoleErrorMessage } from '../console-error.ts';
import { money } from '../console-format.ts';
import { TextField } from '../sections/console-fields.tsx';
import { useAdminOrderTransitionMutation } from './admin-orders.endpoints.ts';
import { TransitionFooter } from './transition-footer.tsx';

interface ConfirmTransitionProps {
  order: AdminOrder;
  action: Exclude<OrderAction, 'refund'>;
  onClose: () => void;
}

/** "Confirm the payment of HK$296 for SC-…?" with an optional note for the order's history. */
export function ConfirmTransition({ order, action, onClose }: ConfirmTransitionProps) {
  const { t } = useTranslation('admin');
  const [transition, { isLoading, error }] = useAdminOrderTransitionMutation();
  const [note, setNote] = useState('');
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const result = await transition({ order_id: order.order_id, action, note });
    if (!result.error) onClose();
  };
  return (
    <Dialog
      className="console-dialog"
      title={t(`order.actions.${action}`)}
      onClose={onClose}
      busy={isLoading}
    >
      <form onSubmit={submit} className="transition-form">
        <p>
          {t(`order.confirm.${action}`, {
            number: order.order_number,
            amount: money(order.cash_amount),
            name: order.customer_name,
          })}
        </p>
        <TextField label={t('order.note')} multiline maxLength={500} value={note} onChange={setNote} />
        <TransitionFooter
          error={error ? consoleErrorMessage(error) : null}
          busy={isLoading}
          submitLabel={t(`order.actions.${action}`)}
          onCancel={onClose}
        />
      </form>
    </Dialog>
  );
}

import type { AdminOrder, OrderAction } from '@shop/contract/admin/admin-orders.calls';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmTransition } from './confirm-transition.tsx';
import { RefundDialog } from './refund-dialog.tsx';

/** Actions that undo something are set apart in the warning colour. */
const UNDOING: readonly OrderAction[] = ['cancel', 'refund'];

/** A button for each action the server allows now; each asks before it changes anything. */
export function OrderActions({ order }: { order: AdminOrder }) {
  const { t } = useTranslation('admin');
  const [open, setOpen] = useState<OrderAction | null>(null);
  if (order.allowed_actions.length === 0)
    return <p className="order-actions__none">{t('order.actions.none')}</p>;
  const close = () => setOpen(null);
  return (
    <div className="button-row">
      {order.allowed_actions.map((action) => (
        <button
          key={action}
          type="button"
          className={UNDOING.includes(action) ? 'button button--ghost order-actions__undo' : 'button'}
          onClick={() => setOpen(action)}
        >
          {t(`order.actions.${action}`)}
        </button>
      ))}
      {open === 'refund' && <RefundDialog order={order} onClose={close} />}
      {open && open !== 'refund' && <ConfirmTransition order={order} action={open} onClose={close} />}
    </div>
  );
}

import type { OrderPaymentStatus, OrderStatus } from '@shop/contract/admin/admin-orders.calls';
import { useTranslation } from 'react-i18next';

/** Tones say how much a status wants attention: waiting for money (warm), under way, done, stopped. */
const STATUS_TONE: Record<OrderStatus, string> = {
  placed: 'moving',
  ready_for_pickup: 'moving',
  out_for_delivery: 'moving',
  completed: 'done',
  cancelled: 'stopped',
  refunded: 'stopped',
};

const PAYMENT_TONE: Record<OrderPaymentStatus, string> = {
  pending: 'waiting',
  paid: 'done',
  partially_refunded: 'moving',
  refunded: 'stopped',
};

export function StatusBadge({ status }: { status: OrderStatus }) {
  const { t } = useTranslation('admin');
  return (
    <span className={`status-badge status-badge--${STATUS_TONE[status]}`}>
      {t(`orders.status.${status}`)}
    </span>
  );
}

export function PaymentBadge({ status }: { status: OrderPaymentStatus }) {
  const { t } = useTranslation('admin');
  return (
    <span className={`status-badge status-badge--${PAYMENT_TONE[status]}`}>
      {t(`orders.payment.${status}`)}
    </span>
  );
}

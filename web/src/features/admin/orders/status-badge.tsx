import type { OrderPaymentStatus, OrderStatus } from '@shop/contract/admin/admin-orders.calls';
import { useTranslation } from 'react-i18next';
import { type BadgeTone, ConsoleBadge } from '../console-badge.tsx';

const STATUS_TONE: Record<OrderStatus, BadgeTone> = {
  placed: 'moving',
  ready_for_pickup: 'moving',
  out_for_delivery: 'moving',
  completed: 'done',
  cancelled: 'stopped',
  refunded: 'stopped',
};

const PAYMENT_TONE: Record<OrderPaymentStatus, BadgeTone> = {
  pending: 'waiting',
  paid: 'done',
  partially_refunded: 'moving',
  refunded: 'stopped',
};

export function StatusBadge({ status }: { status: OrderStatus }) {
  const { t } = useTranslation('admin');
  return <ConsoleBadge tone={STATUS_TONE[status]}>{t(`orders.status.${status}`)}</ConsoleBadge>;
}

export function PaymentBadge({ status }: { status: OrderPaymentStatus }) {
  const { t } = useTranslation('admin');
  return <ConsoleBadge tone={PAYMENT_TONE[status]}>{t(`orders.payment.${status}`)}</ConsoleBadge>;
}

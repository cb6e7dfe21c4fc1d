import type { AdminOrderRow } from '@shop/contract/admin/admin-orders.calls';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useConsoleFormat } from '../console-format.ts';
import { adminPaths } from '../console-paths.ts';
import { ConsoleTable } from '../console-table.tsx';
import { PaymentBadge, StatusBadge } from './status-badge.tsx';

/** One row per order. */
export function OrderTable({ orders }: { orders: AdminOrderRow[] }) {
  const { t } = useTranslation('admin');
  const { money, day, instant, pick } = useConsoleFormat();
  return (
    <ConsoleTable
      rows={orders}
      rowKey={(order) => order.order_id}
      columns={[
        {
          label: t('orders.columns.number'),
          cell: (order) => (
            <Link to={adminPaths.order(order.order_id)} className="console-table__key">
              {order.order_number}
            </Link>
          ),
        },
        { label: t('orders.columns.placed'), cell: (order) => instant(order.created_at) },
        {
          label: t('orders.columns.customer'),
          cell: (order) => (
            <>
              <span className="console-table__strong">{order.customer_name}</span>
              <span className="console-table__soft">{order.phone || order.email}</span>
            </>
          ),
        },
        {
          label: t('orders.columns.fulfilment'),
          cell: (order) => (
            <>
              <span className="console-table__strong">
                {order.delivery_method === 'pickup'
                  ? pick(order, 'pickup_store_name')
                  : t('orders.method.delivery')}
              </span>
              <span className="console-table__soft">
                {day(order.date)} · {order.timeslot_start}–{order.timeslot_end}
              </span>
            </>
          ),
        },
        {
          label: t('orders.columns.status'),
          cell: (order) => (
            <>
              <span className="console-table__badges">
                <StatusBadge status={order.status} />
                <PaymentBadge status={order.payment_status} />
              </span>
              <span className="console-table__soft">{t(`orders.paymentMethod.${order.payment_method}`)}</span>
            </>
          ),
        },
        { label: t('orders.columns.total'), number: true, cell: (order) => money(order.total_amount) },
      ]}
    />
  );
}

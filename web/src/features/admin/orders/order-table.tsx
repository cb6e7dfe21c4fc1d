import type { AdminOrderRow } from '@shop/contract/admin/admin-orders.calls';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useConsoleFormat } from '../console-format.ts';
import { adminPaths } from '../console-paths.ts';
import { PaymentBadge, StatusBadge } from './status-badge.tsx';

/** One row per order; on a phone each row becomes a card (console-parts.css), labels from data-label. */
export function OrderTable({ orders }: { orders: AdminOrderRow[] }) {
  const { t } = useTranslation('admin');
  const { money, day, instant, pick } = useConsoleFormat();
  return (
    <table className="console-table console-table--cards">
      <thead>
        <tr>
          <th scope="col">{t('orders.columns.number')}</th>
          <th scope="col">{t('orders.columns.placed')}</th>
          <th scope="col">{t('orders.columns.customer')}</th>
          <th scope="col">{t('orders.columns.fulfilment')}</th>
          <th scope="col">{t('orders.columns.status')}</th>
          <th scope="col" className="console-table__number">
            {t('orders.columns.total')}
          </th>
        </tr>
      </thead>
      <tbody>
        {orders.map((order) => (
          <tr key={order.order_id}>
            <th scope="row">
              <Link to={adminPaths.order(order.order_id)} className="console-table__key">
                {order.order_number}
              </Link>
            </th>
            <td data-label={t('orders.columns.placed')}>{instant(order.created_at)}</td>
            <td data-label={t('orders.columns.customer')}>
              <span className="console-table__strong">{order.customer_name}</span>
              <span className="console-table__soft">{order.phone || order.email}</span>
            </td>
            <td data-label={t('orders.columns.fulfilment')}>
              <span className="console-table__strong">
                {order.delivery_method === 'pickup'
                  ? pick(order, 'pickup_store_name')
                  : t('orders.method.delivery')}
              </span>
              <span className="console-table__soft">
                {day(order.date)} · {order.timeslot_start}–{order.timeslot_end}
              </span>
            </td>
            <td data-label={t('orders.columns.status')}>
              <span className="console-table__badges">
                <StatusBadge status={order.status} />
                <PaymentBadge status={order.payment_status} />
              </span>
              <span className="console-table__soft">{t(`orders.paymentMethod.${order.payment_method}`)}</span>
            </td>
            <td data-label={t('orders.columns.total')} className="console-table__number">
              {money(order.total_amount)}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

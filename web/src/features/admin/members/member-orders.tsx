import type { adminMemberGet } from '@shop/contract/admin/admin-members.calls';
import type { CallOutput } from '@shop/contract/calls';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useConsoleFormat } from '../console-format.ts';
import { adminPaths } from '../console-paths.ts';

type Orders = CallOutput<typeof adminMemberGet>['recent_orders'];

/** The member's newest orders; each opens the board searched for its number. */
export function MemberOrders({ orders }: { orders: Orders }) {
  const { t } = useTranslation('admin');
  const { instant, money } = useConsoleFormat();
  if (orders.length === 0) return <p className="console-empty">{t('member.orders.empty')}</p>;
  return (
    <table className="console-table console-table--cards">
      <thead>
        <tr>
          <th scope="col">{t('orders.columns.number')}</th>
          <th scope="col">{t('orders.columns.placed')}</th>
          <th scope="col">{t('orders.filters.delivery_method')}</th>
          <th scope="col">{t('orders.filters.payment_status')}</th>
          <th scope="col" className="console-table__number">
            {t('orders.columns.total')}
          </th>
        </tr>
      </thead>
      <tbody>
        {orders.map((order) => (
          <tr key={order.order_number}>
            <th scope="row">
              <Link
                className="console-table__key"
                to={adminPaths.orders(new URLSearchParams({ keyword: order.order_number }).toString())}
              >
                {order.order_number}
              </Link>
            </th>
            <td data-label={t('orders.columns.placed')}>{instant(order.created_at)}</td>
            <td data-label={t('orders.filters.delivery_method')}>
              {t(`orders.method.${order.delivery_method}`)}
            </td>
            <td data-label={t('orders.filters.payment_status')}>
              {t(`orders.payment.${order.payment_status}`)}
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

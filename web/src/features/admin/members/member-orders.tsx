import type { adminMemberGet } from '@shop/contract/admin/admin-members.calls';
import type { CallOutput } from '@shop/contract/calls';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useConsoleFormat } from '../console-format.ts';
import { adminPaths } from '../console-paths.ts';
import { ConsoleTable } from '../console-table.tsx';

type Orders = CallOutput<typeof adminMemberGet>['recent_orders'];

/** The member's newest orders; each opens the board searched for its number. */
export function MemberOrders({ orders }: { orders: Orders }) {
  const { t } = useTranslation('admin');
  const { instant, money } = useConsoleFormat();
  return (
    <ConsoleTable
      rows={orders}
      rowKey={(order) => order.order_number}
      empty={t('member.orders.empty')}
      columns={[
        {
          label: t('orders.columns.number'),
          cell: (order) => (
            <Link
              className="console-table__key"
              to={adminPaths.orders(new URLSearchParams({ keyword: order.order_number }).toString())}
            >
              {order.order_number}
            </Link>
          ),
        },
        { label: t('orders.columns.placed'), cell: (order) => instant(order.created_at) },
        {
          label: t('orders.filters.delivery_method'),
          cell: (order) => t(`orders.method.${order.delivery_method}`),
        },
        {
          label: t('orders.filters.payment_status'),
          cell: (order) => t(`orders.payment.${order.payment_status}`),
        },
        { label: t('orders.columns.total'), number: true, cell: (order) => money(order.total_amount) },
      ]}
    />
  );
}

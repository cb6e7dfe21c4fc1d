import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ConsoleCard } from '../console-card.tsx';
import { useConsoleFormat } from '../console-format.ts';
import { ConsolePageHead } from '../console-page-head.tsx';
import { adminPaths } from '../console-paths.ts';
import { ListStatus } from '../list-status.tsx';
import { OrderReceipts } from '../payments/order-receipts.tsx';
import { useAdminOrderGetQuery } from './admin-orders.endpoints.ts';
import { OrderActions } from './order-actions.tsx';
import { OrderAmounts } from './order-amounts.tsx';
import { OrderCustomer } from './order-customer.tsx';
import { OrderHistory } from './order-history.tsx';
import { OrderLines } from './order-lines.tsx';
import { PaymentBadge, StatusBadge } from './status-badge.tsx';
import './orders.css';

/** One order: what to do next first, then lines, money, customer and history. */
export function OrderDetail({ orderId }: { orderId: number }) {
  const { t } = useTranslation('admin');
  const { instant } = useConsoleFormat();
  const query = useAdminOrderGetQuery(orderId);
  const { data } = query;
  const order = data?.order;
  return (
    <>
      <Link className="console-back" to={adminPaths.orders()}>
        ← {t('order.back')}
      </Link>
      <ConsolePageHead
        title={order ? t('order.title', { number: order.order_number }) : t('order.loading')}
        lead={
          order && (
            <span className="console-table__badges">
              <StatusBadge status={order.status} />
              <PaymentBadge status={order.payment_status} />
              <span>{t('order.placedAt', { when: instant(order.created_at) })}</span>
            </span>
          )
        }
      />
      <ListStatus query={query}>
        {order && (
          <div className="console-stack order-detail">
            <ConsoleCard title={t('order.actions.title')} className="order-detail__actions">
              <OrderActions order={order} />
            </ConsoleCard>
            <ConsoleCard title={t('order.lines.title')} className="order-detail__lines" flush>
              <OrderLines lines={order.lines} />
            </ConsoleCard>
            <ConsoleCard title={t('order.amounts.title')} className="order-detail__amounts">
              <OrderAmounts order={order} />
            </ConsoleCard>
            <OrderReceipts orderId={orderId} />
            <ConsoleCard title={t('order.customer.heading')} className="order-detail__customer">
              <OrderCustomer order={order} />
            </ConsoleCard>
            <ConsoleCard title={t('order.history')} className="order-detail__history">
              <OrderHistory events={order.events} />
            </ConsoleCard>
          </div>
        )}
      </ListStatus>
    </>
  );
}

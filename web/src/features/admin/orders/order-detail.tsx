import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
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
  const { data, isLoading, isError, refetch } = useAdminOrderGetQuery(orderId);
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
      <ListStatus loading={isLoading} failed={isError && !order} onRetry={refetch}>
        {order && (
          <div className="order-detail">
            <section className="console-card order-detail__actions" aria-labelledby="order-actions">
              <h2 id="order-actions">{t('order.actions.title')}</h2>
              <OrderActions order={order} />
            </section>
            <section
              className="console-card console-card--flush order-detail__lines"
              aria-labelledby="order-lines"
            >
              <h2 id="order-lines" className="console-card__title">
                {t('order.lines.title')}
              </h2>
              <OrderLines lines={order.lines} />
            </section>
            <section className="console-card order-detail__amounts" aria-labelledby="order-amounts">
              <h2 id="order-amounts">{t('order.amounts.title')}</h2>
              <OrderAmounts order={order} />
            </section>
            <OrderReceipts orderId={orderId} />
            <section className="console-card order-detail__customer" aria-labelledby="order-customer">
              <h2 id="order-customer">{t('order.customer.heading')}</h2>
              <OrderCustomer order={order} />
            </section>
            <section className="console-card order-detail__history" aria-labelledby="order-history">
              <h2 id="order-history">{t('order.history')}</h2>
              <OrderHistory events={order.events} />
            </section>
          </div>
        )}
      </ListStatus>
    </>
  );
}

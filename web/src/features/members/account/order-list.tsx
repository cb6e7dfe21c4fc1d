import type { OrderSummary } from '@shop/contract/orders/orders.calls';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../shared/paths.ts';
import { formatDate } from './format.ts';
import { type PagedListProps, PagedListState } from './list-state.tsx';

export const ORDERS_PAGE_SIZE = 10;

interface OrderListProps extends PagedListProps<{ orders: OrderSummary[] }> {
  money: (amount: number) => string;
}

/** The member's orders, newest first, each opening its confirmation page. */
export function OrderList({ money, ...paged }: OrderListProps) {
  const { query } = paged;
  const { t, i18n } = useTranslation('account');
  const language = i18n.resolvedLanguage ?? 'en';
  const orders = query.data?.orders ?? [];
  return (
    <PagedListState
      {...paged}
      pageSize={ORDERS_PAGE_SIZE}
      words="orders"
      shown={orders}
      emptyAction={
        <Link className="button" to={paths.shop()}>
          {t('orders.shop')}
        </Link>
      }
    >
      <ul className="account-cards" aria-busy={query.isFetching}>
        {orders.map((order) => (
          <li key={order.order_token} className="account-card panel">
            <div className="account-card__head spread-row">
              <h3 className="account-card__title">{t('orders.number', { number: order.order_number })}</h3>
              <span className={`status-pill status-pill--${order.payment_status}`}>
                {t(`orders.payment.${order.payment_status}`)}
              </span>
            </div>
            {order.subscription_id !== null && (
              <p className="account-card__meta soft-text">{t('orders.fromSubscription')}</p>
            )}
            <dl className="account-card__facts">
              <div>
                <dt>{t('orders.placed')}</dt>
                <dd>{formatDate(order.created_at, language)}</dd>
              </div>
              <div>
                <dt>{t(`orders.method.${order.delivery_method}`)}</dt>
                <dd>{formatDate(order.date, language)}</dd>
              </div>
              <div>
                <dt>{t('orders.items')}</dt>
                <dd>{order.item_count}</dd>
              </div>
              <div>
                <dt>{t('orders.total')}</dt>
                <dd className="account-card__amount">{money(order.total_amount)}</dd>
              </div>
            </dl>
            <Link className="account-card__link" to={paths.orderConfirmation(order.order_token)}>
              {t('orders.view', { number: order.order_number })}
            </Link>
          </li>
        ))}
      </ul>
    </PagedListState>
  );
}

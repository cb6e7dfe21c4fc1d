import type { OrderSummary } from '@shop/contract/orders/orders.calls';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { pageCount } from '../../../shared/pagination.ts';
import { paths } from '../../../shared/paths.ts';
import { Pager } from '../../../shared/ui/pager.tsx';
import { formatDate } from './format.ts';
import { ListState } from './list-state.tsx';
import type { ListQuery } from './points-history.tsx';

export const ORDERS_PAGE_SIZE = 10;

interface OrderListProps {
  query: ListQuery<{ orders: OrderSummary[]; total_rows: number }>;
  page: number;
  onPage: (page: number) => void;
  money: (amount: number) => string;
}

/** The member's orders, newest first, each opening its confirmation page. */
export function OrderList({ query, page, onPage, money }: OrderListProps) {
  const { t, i18n } = useTranslation('account');
  const language = i18n.resolvedLanguage ?? 'en';
  const orders = query.data?.orders ?? [];
  return (
    <ListState
      loading={query.isLoading}
      failed={query.isError}
      empty={orders.length === 0}
      emptyText={t('orders.empty')}
      emptyAction={
        <Link className="button" to={paths.shop()}>
          {t('orders.shop')}
        </Link>
      }
      onRetry={query.refetch}
    >
      <ul className="account-cards" aria-busy={query.isFetching}>
        {orders.map((order) => (
          <li key={order.order_token} className="account-card">
            <div className="account-card__head">
              <h3 className="account-card__title">{t('orders.number', { number: order.order_number })}</h3>
              <span className={`status-pill status-pill--${order.payment_status}`}>
                {t(`orders.payment.${order.payment_status}`)}
              </span>
            </div>
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
      <Pager
        page={page}
        pageCount={pageCount(query.data?.total_rows ?? 0, ORDERS_PAGE_SIZE)}
        busy={query.isFetching}
        onPage={onPage}
        label={t('orders.pager')}
      />
    </ListState>
  );
}

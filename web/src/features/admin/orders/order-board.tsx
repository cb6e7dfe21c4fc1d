import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { pageCount } from '../../../shared/pagination.ts';
import { Pager } from '../../../shared/ui/pager.tsx';
import { ConsolePageHead } from '../console-page-head.tsx';
import { ListStatus } from '../list-status.tsx';
import { useAdminOrderListQuery } from './admin-orders.endpoints.ts';
import { OrderFilterBar } from './order-filter-bar.tsx';
import {
  filtersFromParams,
  listInput,
  ORDER_PAGE_SIZE,
  type OrderFilters,
  paramsFromFilters,
} from './order-filters.ts';
import { OrderTable } from './order-table.tsx';
import './orders.css';

/** Every order, newest first, filtered and paged from the address bar. */
export function OrderBoard() {
  const { t } = useTranslation('admin');
  const [params, setParams] = useSearchParams();
  const filters = filtersFromParams(params);
  const { data, isFetching, isError, refetch } = useAdminOrderListQuery(listInput(filters));
  const apply = (next: OrderFilters) => setParams(paramsFromFilters(next));
  const total = data?.total_rows ?? 0;

  return (
    <>
      <ConsolePageHead title={t('orders.title')} />
      <OrderFilterBar filters={filters} onChange={apply} />
      <p className="console-count" aria-live="polite">
        {data ? t('orders.count', { count: total }) : ''}
      </p>
      <ListStatus
        loading={!data && isFetching}
        failed={isError && !data}
        empty={data?.orders.length === 0}
        emptyText={t('orders.empty')}
        onRetry={refetch}
      >
        {data && (
          <div className="console-card console-card--flush" aria-busy={isFetching}>
            <OrderTable orders={data.orders} />
          </div>
        )}
      </ListStatus>
      <Pager
        page={filters.page}
        pageCount={pageCount(total, ORDER_PAGE_SIZE)}
        rows={{ pageSize: ORDER_PAGE_SIZE, total }}
        onPage={(page) => apply({ ...filters, page })}
      />
    </>
  );
}

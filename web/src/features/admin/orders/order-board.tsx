import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ConsolePageHead } from '../console-page-head.tsx';
import { PagedList } from '../paged-list.tsx';
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
  const query = useAdminOrderListQuery(listInput(filters));
  const apply = (next: OrderFilters) => setParams(paramsFromFilters(next));

  return (
    <>
      <ConsolePageHead title={t('orders.title')} />
      <OrderFilterBar filters={filters} onChange={apply} />
      <PagedList
        query={query}
        rowsOf={(data) => data.orders}
        emptyText={t('orders.empty')}
        countText={(total) =>
          query.data?.total_capped
            ? t('orders.countCapped', { count: total })
            : t('orders.count', { count: total })
        }
        pages={{
          page: filters.page,
          pageSize: ORDER_PAGE_SIZE,
          onPage: (page) => apply({ ...filters, page }),
        }}
        framed
      >
        {(data) => <OrderTable orders={data.orders} />}
      </PagedList>
    </>
  );
}

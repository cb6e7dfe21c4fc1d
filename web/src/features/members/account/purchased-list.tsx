import type { PurchasedItem } from '@shop/contract/orders/orders.calls';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocalised } from '../../../i18n/localised.ts';
import { pageCount } from '../../../shared/pagination.ts';
import { paths } from '../../../shared/paths.ts';
import { Pager } from '../../../shared/ui/pager.tsx';
import { formatDate } from './format.ts';
import { ListState } from './list-state.tsx';
import type { ListQuery } from './points-history.tsx';

export const ITEMS_PAGE_SIZE = 10;

interface PurchasedListProps {
  query: ListQuery<{ order_products: PurchasedItem[]; total_rows: number }>;
  page: number;
  onPage: (page: number) => void;
  money: (amount: number) => string;
}

/** Up to three option pairs of a line, in the shopper language, e.g. "Grind: Filter · Size: 250 g". */
function optionsOf(item: PurchasedItem, localised: (record: object, field: string) => string): string {
  return ([1, 2, 3] as const)
    .map((n) => [localised(item, `variant_name_${n}`), localised(item, `variant_value_${n}`)])
    .filter(([, value]) => value)
    .map(([name, value]) => (name ? `${name}: ${value}` : value))
    .join(' · ');
}

/** Everything the member has bought, each linking back to its product to buy again. */
export function PurchasedList({ query, page, onPage, money }: PurchasedListProps) {
  const { t, i18n } = useTranslation('account');
  const localised = useLocalised();
  const language = i18n.resolvedLanguage ?? 'en';
  const items = query.data?.order_products ?? [];
  return (
    <ListState
      loading={query.isLoading}
      failed={query.isError}
      empty={items.length === 0}
      emptyText={t('items.empty')}
      onRetry={query.refetch}
    >
      <ul className="account-cards" aria-busy={query.isFetching}>
        {items.map((item) => {
          const name = localised(item, 'product_name');
          const options = optionsOf(item, localised);
          return (
            <li
              key={`${item.order_token}-${item.variant_id ?? item.product_id}`}
              className="account-card account-card--item"
            >
              {item.image[0] && (
                <img
                  className="account-card__image"
                  src={item.image[0]}
                  alt=""
                  width="72"
                  height="72"
                  loading="lazy"
                />
              )}
              <div className="account-card__body">
                <h3 className="account-card__title">
                  <Link to={paths.product(item.product_id)}>{name}</Link>
                </h3>
                {options && <p className="account-card__meta">{options}</p>}
                <p className="account-card__meta">
                  {t('items.quantity', { quantity: item.quantity, price: money(item.sale_price) })}
                </p>
                <p className="account-card__meta account-card__order">
                  {t('items.order', {
                    number: item.order_number,
                    date: formatDate(item.created_at, language),
                  })}
                </p>
              </div>
            </li>
          );
        })}
      </ul>
      <Pager
        page={page}
        pageCount={pageCount(query.data?.total_rows ?? 0, ITEMS_PAGE_SIZE)}
        busy={query.isFetching}
        onPage={onPage}
        label={t('items.pager')}
      />
    </ListState>
  );
}

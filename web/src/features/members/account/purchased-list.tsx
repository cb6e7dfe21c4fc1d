import type { PurchasedItem } from '@shop/contract/orders/orders.calls';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocalised } from '../../../i18n/localised.ts';
import { paths } from '../../../shared/paths.ts';
import { formatDate } from './format.ts';
import { type PagedListProps, PagedListState } from './list-state.tsx';

export const ITEMS_PAGE_SIZE = 10;

interface PurchasedListProps extends PagedListProps<{ order_products: PurchasedItem[] }> {
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
export function PurchasedList({ money, ...paged }: PurchasedListProps) {
  const { query } = paged;
  const { t, i18n } = useTranslation('account');
  const localised = useLocalised();
  const language = i18n.resolvedLanguage ?? 'en';
  const items = query.data?.order_products ?? [];
  return (
    <PagedListState {...paged} pageSize={ITEMS_PAGE_SIZE} words="items" shown={items}>
      <ul className="account-cards" aria-busy={query.isFetching}>
        {items.map((item) => {
          const name = localised(item, 'product_name');
          const options = optionsOf(item, localised);
          return (
            <li
              key={`${item.order_token}-${item.variant_id ?? item.product_id}`}
              className="account-card account-card--item panel"
            >
              {item.image[0] && (
                <img
                  className="account-card__image thumb"
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
                {options && <p className="account-card__meta soft-text">{options}</p>}
                <p className="account-card__meta soft-text">
                  {t('items.quantity', { quantity: item.quantity, price: money(item.sale_price) })}
                </p>
                <p className="account-card__meta account-card__order soft-text">
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
    </PagedListState>
  );
}

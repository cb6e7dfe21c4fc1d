import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useConsoleFormat } from '../../console-format.ts';
import { ConsolePageHead } from '../../console-page-head.tsx';
import { ConsoleTable } from '../../console-table.tsx';
import { SearchedList } from '../../searched-list.tsx';
import { useListAddress } from '../../use-list-address.ts';
import { useAdminProductListQuery } from '../manage.endpoints.ts';
import { managePaths } from '../manage-paths.ts';
import { thumbnailOf } from './product-draft.ts';
import { SearchVariantsCard } from './search-variants-card.tsx';
import '../manage.css';
import { ConsoleBadge } from '../../console-badge.tsx';

const SHOW = ['all', 'active', 'hidden'] as const;

/** Every product, hidden ones too, found by name, tag or SKU in either language. */
export function ProductListPage() {
  const { t } = useTranslation('admin-manage');
  const { pick, money } = useConsoleFormat();
  const address = useListAddress({ key: 'show', values: SHOW, fallback: 'all' });
  const { keyword, choice: show, rows } = address;
  const query = useAdminProductListQuery({ keyword, show: show || 'all', ...rows });

  return (
    <>
      <ConsolePageHead
        title={t('products.title')}
        actions={
          <Link className="button" to={managePaths.newProduct()}>
            {t('products.add')}
          </Link>
        }
      />
      <SearchedList
        address={address}
        query={query}
        rowsOf={(data) => data.products}
        words={{
          search: t('products.search'),
          searchHint: t('products.searchHint'),
          button: t('products.searchButton'),
          empty: t('products.empty'),
          count: (total) => t('products.count', { count: total }),
        }}
        choice={{
          label: t('products.show'),
          options: SHOW.map((s) => ({ value: s, label: t(`products.showOptions.${s}`) })),
        }}
        searchClassName="console-row"
      >
        {(data) => (
          <ConsoleTable
            rows={data.products}
            rowKey={(p) => p.product_id}
            columns={[
              {
                label: t('products.columns.name'),
                cell: (p) => (
                  <span className="console-row">
                    {p.image && <img src={thumbnailOf(p.image)} alt="" width="40" height="40" />}
                    <Link className="console-table__key" to={managePaths.product(p.product_id)}>
                      {pick(p, 'product_name')}
                    </Link>
                  </span>
                ),
              },
              { label: t('products.columns.variants'), cell: (p) => p.variant_count },
              { label: t('products.columns.stock'), cell: (p) => p.stock },
              { label: t('products.columns.price'), cell: (p) => money(p.price_from) },
              {
                label: t('products.columns.status'),
                cell: (p) => (
                  <ConsoleBadge tone={p.active ? 'done' : 'stopped'}>
                    {t(p.active ? 'products.shown' : 'products.hidden')}
                  </ConsoleBadge>
                ),
              },
            ]}
          />
        )}
      </SearchedList>
      <SearchVariantsCard />
    </>
  );
}

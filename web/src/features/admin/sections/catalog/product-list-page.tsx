import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useConsoleFormat } from '../../console-format.ts';
import { ConsolePageHead } from '../../console-page-head.tsx';
import { ConsoleSearch } from '../../console-search.tsx';
import { ConsoleTable } from '../../console-table.tsx';
import { PagedList } from '../../paged-list.tsx';
import { useAdminProductListQuery } from '../manage.endpoints.ts';
import { managePaths } from '../manage-paths.ts';
import { thumbnailOf } from './product-draft.ts';
import { SearchVariantsCard } from './search-variants-card.tsx';
import '../manage.css';

const PAGE_SIZE = 25;
const SHOW = ['all', 'active', 'hidden'] as const;
type Show = (typeof SHOW)[number];

/** Every product, hidden ones too, found by name, tag or SKU in either language. */
export function ProductListPage() {
  const { t } = useTranslation('admin-manage');
  const { pick, money } = useConsoleFormat();
  const [params, setParams] = useSearchParams();
  const keyword = params.get('keyword') ?? '';
  const show = (SHOW as readonly string[]).includes(params.get('show') ?? '')
    ? (params.get('show') as Show)
    : 'all';
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const query = useAdminProductListQuery({
    keyword,
    show,
    limit: PAGE_SIZE,
    offset: (page - 1) * PAGE_SIZE,
  });
  const go = (next: { keyword?: string; show?: Show; page?: number }) => {
    const merged = { keyword, show, page: 1, ...next };
    setParams({
      ...(merged.keyword ? { keyword: merged.keyword } : {}),
      ...(merged.show !== 'all' ? { show: merged.show } : {}),
      ...(merged.page > 1 ? { page: String(merged.page) } : {}),
    });
  };

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
      <ConsoleSearch
        keyword={keyword}
        onSearch={(next) => go({ keyword: next })}
        label={t('products.search')}
        placeholder={t('products.searchHint')}
        button={t('products.searchButton')}
        className="manage-row"
      >
        <select
          className="input"
          aria-label={t('products.show')}
          value={show}
          onChange={(e) => go({ show: e.target.value as Show })}
        >
          {SHOW.map((s) => (
            <option key={s} value={s}>
              {t(`products.showOptions.${s}`)}
            </option>
          ))}
        </select>
      </ConsoleSearch>
      <PagedList
        query={query}
        rowsOf={(data) => data.products}
        emptyText={t('products.empty')}
        countText={(total) => t('products.count', { count: total })}
        page={page}
        pageSize={PAGE_SIZE}
        onPage={(next) => go({ page: next })}
        framed
      >
        {(data) => (
          <ConsoleTable
            rows={data.products}
            rowKey={(p) => p.product_id}
            columns={[
              {
                label: t('products.columns.name'),
                cell: (p) => (
                  <span className="manage-row">
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
                  <span
                    className={`status-badge ${p.active ? 'status-badge--done' : 'status-badge--stopped'}`}
                  >
                    {t(p.active ? 'products.shown' : 'products.hidden')}
                  </span>
                ),
              },
            ]}
          />
        )}
      </PagedList>
      <SearchVariantsCard />
    </>
  );
}

import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useParams, useSearchParams } from 'react-router';
import { useCartBinding } from '../../features/cart/use-cart-binding.ts';
import { useCategories } from '../../features/catalog/category.endpoints.ts';
import { placeOf } from '../../features/catalog/category-tree.ts';
import { ListingEmpty } from '../../features/catalog/listing-empty.tsx';
import { ListingPastEnd } from '../../features/catalog/listing-past-end.tsx';
import {
  changeListing,
  hasAttributeFilter,
  idFromParam,
  LISTING_PAGE_SIZE,
  listingQueryOf,
  readListingFilters,
  shownRange,
  withKeyword,
} from '../../features/catalog/listing-query.ts';
import { ListingToolbar } from '../../features/catalog/listing-toolbar.tsx';
import { useProductsQuery } from '../../features/catalog/product.endpoints.ts';
import { ProductGrid } from '../../features/catalog/product-grid.tsx';
import { ShopSidebar } from '../../features/catalog/shop-sidebar.tsx';
import { useLocalised } from '../../i18n/localised.ts';
import { pageCount, pageFromQuery } from '../../shared/pagination.ts';
import { paths } from '../../shared/paths.ts';
import { useAppSelector } from '../../shared/store-hooks.ts';
import { Pager } from '../../shared/ui/pager.tsx';
import { Breadcrumb, type Crumb } from '../layout/breadcrumb.tsx';
import { usePageHead } from '../layout/page-head.tsx';

/** /shop and /shop/{category_id}: the listing with its sidebar, optional keyword and filters. */
export default function Shop() {
  const { t } = useTranslation('catalog');
  const resultsHeadingId = useId();
  const pick = useLocalised();
  const { pathname } = useLocation();
  const categoryId = idFromParam(useParams().categoryId);
  const [params, setParams] = useSearchParams();
  const filters = readListingFilters(params);
  const page = pageFromQuery(params.get('page'));
  const place = placeOf(useCategories(), categoryId);
  const view = useAppSelector((state) => state.product.layout);
  const cart = useCartBinding();
  const { data, currentData, isError, refetch } = useProductsQuery(listingQueryOf(categoryId, params));

  const heading = place
    ? pick(place.sub ?? place.top, 'category_name')
    : t(categoryId ? 'listing.shop' : 'sidebar.allCategories');
  const trail: Crumb[] = [{ label: t('listing.shop'), to: paths.shop() }];
  if (place?.sub) trail.push({ label: pick(place.top, 'category_name'), to: paths.shop(place.top.id) });
  if (place) trail.push({ label: heading, to: paths.shop(categoryId) });
  if (filters.keyword) trail.push({ label: t('listing.searchCrumb', { keyword: filters.keyword }) });
  usePageHead({
    title: filters.keyword ? t('listing.searchTitle', { keyword: filters.keyword }) : heading,
    description: t('listing.description', { category: heading }),
  });

  const total = currentData?.total_rows ?? 0;
  const lastPage = pageCount(total, LISTING_PAGE_SIZE);
  const { from, to } = shownRange(page, LISTING_PAGE_SIZE, total);
  const pastEnd = page > lastPage;
  const summary = !currentData
    ? ''
    : pastEnd
      ? t('saved.count', { count: total })
      : t('toolbar.showing', { from, to, count: total });
  const hrefFor = (n: number) => {
    const next = new URLSearchParams(params);
    next.set('page', String(n));
    return `${pathname}?${next}`;
  };
  const clearFilters = () => setParams(filters.keyword ? { keyword: filters.keyword } : {});

  return (
    <>
      <Breadcrumb trail={trail} />
      <div className="container shop-layout">
        <ShopSidebar
          heading={heading}
          categoryId={categoryId}
          facets={data?.facets}
          filters={filters}
          onFilter={(param, value) => setParams(changeListing(params, param, value))}
        />
        <section
          id="listing"
          className="shop-layout__results pager-target"
          aria-labelledby={resultsHeadingId}
          tabIndex={-1}
        >
          {/* On a phone the sidebar's h2s fold away: this keeps the cards' h3s under an h2. */}
          <h2 id={resultsHeadingId} className="visually-hidden">
            {t('listing.results')}
          </h2>
          <ListingToolbar
            summary={summary}
            sort={filters.sort}
            onSort={(sort) => setParams(changeListing(params, 'sort', sort))}
          />
          {isError && !currentData ? (
            <div className="listing-empty empty-note" role="alert">
              <p>{t('listing.failed')}</p>
              <button type="button" className="button" onClick={() => void refetch()}>
                {t('listing.retry')}
              </button>
            </div>
          ) : currentData && pastEnd && total > 0 ? (
            <ListingPastEnd page={page} lastPage={lastPage} hrefFor={hrefFor} />
          ) : currentData?.products.length === 0 ? (
            <ListingEmpty
              keyword={filters.keyword}
              suggestion={
                currentData.did_you_mean
                  ? {
                      keyword: currentData.did_you_mean,
                      to: `${pathname}?${withKeyword(params, currentData.did_you_mean)}`,
                    }
                  : undefined
              }
              filtered={hasAttributeFilter(filters)}
              onClearFilters={clearFilters}
            />
          ) : (
            <ProductGrid
              products={currentData?.products}
              view={view}
              cart={cart}
              skeletons={LISTING_PAGE_SIZE}
              eagerCount={view === 'grid' ? 3 : 1}
            />
          )}
          <Pager page={page} pageCount={lastPage} hrefFor={hrefFor} listId="listing" />
        </section>
      </div>
    </>
  );
}

import {
  ROAST_LEVELS,
  type RoastLevel,
  SORT_OPTIONS,
  type SortOption,
} from '@shop/contract/catalog/product-options';
import { pageFromQuery, pageOffset } from '../../shared/pagination.ts';

/** Products per listing page: fills rows of 2, 3 and 4 alike. */
export const LISTING_PAGE_SIZE = 12;

/** What the listing shows besides the category and the page, read from the address bar. */
export interface ListingFilters {
  keyword: string;
  sort: SortOption;
  origin: string;
  /** A region of the origin country: the origin filter's second level. */
  region: string;
  process: string;
  roastLevel: RoastLevel | undefined;
}

/** The query parameters a shopper can change from the listing's controls. */
export type ListingParam = 'sort' | 'origin' | 'region' | 'process' | 'roast';

const oneOf = <T extends string>(list: readonly T[], value: string | null): T | undefined =>
  list.find((item) => item === value);

export function readListingFilters(params: URLSearchParams): ListingFilters {
  return {
    keyword: params.get('keyword')?.trim() ?? '',
    sort: oneOf(SORT_OPTIONS, params.get('sort')) ?? 'default',
    origin: params.get('origin') ?? '',
    region: params.get('region') ?? '',
    process: params.get('process') ?? '',
    roastLevel: oneOf(ROAST_LEVELS, params.get('roast')),
  };
}

/** An id from the route (a category or a product): a whole number from 1, or none. */
export function idFromParam(param: string | undefined): number | undefined {
  const id = Number(param);
  return Number.isInteger(id) && id > 0 ? id : undefined;
}

/**
 * The address after a control changes: an empty value drops its parameter, and the page goes back
 * to 1 because page 3 of the old results means nothing for the new ones. Another country drops the
 * region, which belongs to the country before.
 */
export function changeListing(params: URLSearchParams, param: ListingParam, value: string): URLSearchParams {
  const next = new URLSearchParams(params);
  if (value && !(param === 'sort' && value === 'default')) next.set(param, value);
  else next.delete(param);
  if (param === 'origin') next.delete('region');
  next.delete('page');
  return next;
}

/** Whether any attribute filter is on, so the empty message can offer to clear them. */
export function hasAttributeFilter(filters: ListingFilters): boolean {
  return Boolean(filters.origin || filters.region || filters.process || filters.roastLevel);
}

/** The product_get body for a page of the listing. */
export function productQuery(categoryId: number | undefined, filters: ListingFilters, offset: number) {
  return {
    category_id: categoryId ?? '',
    keyword: filters.keyword,
    sort_by: filters.sort,
    origin: filters.origin,
    origin_region: filters.region,
    process: filters.process,
    roast_level: filters.roastLevel ?? '',
    limit: LISTING_PAGE_SIZE,
    offset,
  };
}

export type ProductQuery = ReturnType<typeof productQuery>;

/** The listing's address with another keyword (a "did you mean" suggestion), from page 1. */
export function withKeyword(params: URLSearchParams, keyword: string): URLSearchParams {
  const next = new URLSearchParams(params);
  next.set('keyword', keyword);
  next.delete('page');
  return next;
}

/** "Showing 13–24 of 30": the positions of the first and last product on the page, 0–0 when empty. */
export function shownRange(page: number, pageSize: number, total: number): { from: number; to: number } {
  const from = (page - 1) * pageSize + 1;
  if (total <= 0 || from > total) return { from: 0, to: 0 };
  return { from, to: Math.min(total, page * pageSize) };
}

/** The product_get arguments of the listing at this category and address (filters and page). */
export function listingQueryOf(categoryId: number | undefined, params: URLSearchParams) {
  const page = pageFromQuery(params.get('page'));
  return productQuery(categoryId, readListingFilters(params), pageOffset(page, LISTING_PAGE_SIZE));
}

import * as calls from '@shop/contract/call-names';
import type { Category } from '@shop/contract/catalog/category.calls';
import { baseApi } from '../../api/base-api.ts';
import { callQuery } from '../../api/call-endpoints.ts';

export const categoryApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    categories: callQuery(build, calls.categoryGet, { body: () => ({ limit: 999, offset: 0 }) }),
  }),
});

export const { useCategoriesQuery } = categoryApi;

const NO_CATEGORIES: Category[] = [];

/** The category tree; empty until category_get has answered. */
export function useCategories(): Category[] {
  return useCategoriesQuery().data?.categories ?? NO_CATEGORIES;
}

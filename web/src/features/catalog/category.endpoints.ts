import * as calls from '@shop/contract/call-names';
import type { CallOutput } from '@shop/contract/calls';
import type { Category, categoryGet } from '@shop/contract/catalog/category.calls';
import { apiCall } from '../../api/api-call.ts';
import { baseApi } from '../../api/base-api.ts';

export const categoryApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    categories: build.query<CallOutput<typeof categoryGet>, void>({
      query: () => apiCall(calls.categoryGet, { limit: 999, offset: 0 }),
    }),
  }),
});

export const { useCategoriesQuery } = categoryApi;

const NO_CATEGORIES: Category[] = [];

/** The category tree; empty until category_get has answered. */
export function useCategories(): Category[] {
  return useCategoriesQuery().data?.categories ?? NO_CATEGORIES;
}

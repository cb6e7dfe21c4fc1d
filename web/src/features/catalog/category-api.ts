import type { CallOutput } from '@shop/contract/calls';
import type { categoryGet } from '@shop/contract/catalog/category.calls';
import { baseApi } from '../../api/base-api.ts';

export const categoryApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    categories: build.query<CallOutput<typeof categoryGet>, void>({
      query: () => ({ call: 'category_get', body: { limit: 999, offset: 0 } }),
    }),
  }),
});

export const { useCategoriesQuery } = categoryApi;

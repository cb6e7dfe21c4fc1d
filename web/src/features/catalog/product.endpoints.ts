import * as calls from '@shop/contract/call-names';
import { baseApi } from '../../api/base-api.ts';
import { callQuery } from '../../api/call-endpoints.ts';
import type { ProductQuery } from './listing-query.ts';

/** A product page suggests at most 5 others. */
const SUGGESTED_LIMIT = 5;

/** A signed-in member's token goes with the product calls. */
export const productApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    products: callQuery(build, calls.productGet, {
      body: (query: ProductQuery) => query,
      asMember: true,
      tags: ['Products'],
    }),
    product: callQuery(build, calls.productDetailGet, {
      body: (id: number) => ({ product_id: id }),
      pick: 'product',
      asMember: true,
      tags: ['Products'],
    }),
    productSections: callQuery(build, calls.sectionProductGet, {
      body: () => ({ limit: 999, offset: 0 }),
      pick: 'sections',
      asMember: true,
      tags: ['Products'],
    }),
    suggestedProducts: callQuery(build, calls.suggestedProductGet, {
      body: (id: number) => ({ product_id: id, limit: SUGGESTED_LIMIT, keyword_field: 'flag_6' }),
      pick: 'products',
      asMember: true,
      tags: ['Products'],
    }),
  }),
});

export const { useProductsQuery, useProductQuery, useProductSectionsQuery, useSuggestedProductsQuery } =
  productApi;

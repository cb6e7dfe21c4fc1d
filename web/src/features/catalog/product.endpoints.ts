import * as calls from '@shop/contract/call-names';
import type { CallOutput } from '@shop/contract/calls';
import type {
  Product,
  productGet,
  sectionProductGet,
  suggestedProductGet,
} from '@shop/contract/catalog/product.calls';
import { apiCall } from '../../api/api-call.ts';
import { baseApi } from '../../api/base-api.ts';
import type { ProductQuery } from './listing-query.ts';

/** A product page suggests at most 5 others. */
const SUGGESTED_LIMIT = 5;

/** A signed-in member's token goes with the product calls. */
export const productApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    products: build.query<CallOutput<typeof productGet>, ProductQuery>({
      query: (body) => apiCall(calls.productGet, body, { asMember: true }),
      providesTags: ['Products'],
    }),
    product: build.query<Product, number>({
      query: (id) => apiCall(calls.productDetailGet, { product_id: id }, { asMember: true }),
      transformResponse: (answer: { product: Product }) => answer.product,
      providesTags: ['Products'],
    }),
    productSections: build.query<CallOutput<typeof sectionProductGet>['sections'], void>({
      query: () => apiCall(calls.sectionProductGet, { limit: 999, offset: 0 }, { asMember: true }),
      transformResponse: (answer: CallOutput<typeof sectionProductGet>) => answer.sections,
      providesTags: ['Products'],
    }),
    suggestedProducts: build.query<CallOutput<typeof suggestedProductGet>['products'], number>({
      query: (id) =>
        apiCall(
          calls.suggestedProductGet,
          { product_id: id, limit: SUGGESTED_LIMIT, keyword_field: 'flag_6' },
          { asMember: true },
        ),
      transformResponse: (answer: CallOutput<typeof suggestedProductGet>) => answer.products,
      providesTags: ['Products'],
    }),
  }),
});

export const { useProductsQuery, useProductQuery, useProductSectionsQuery, useSuggestedProductsQuery } =
  productApi;

import type { CallOutput } from '@shop/contract/calls';
import type {
  Product,
  productGet,
  sectionProductGet,
  suggestedProductGet,
} from '@shop/contract/catalog/product.calls';
import { baseApi } from '../../api/base-api.ts';
import type { ProductQuery } from './listing-query.ts';

/** Spec §9: suggested products limit 5. */
const SUGGESTED_LIMIT = 5;

/** Spec §7 lists the product calls as Bearer calls: a signed-in member's token goes along. */
export const productApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    products: build.query<CallOutput<typeof productGet>, ProductQuery>({
      query: (body) => ({ call: 'product_get', body, auth: 'member' }),
      providesTags: ['Products'],
    }),
    product: build.query<Product, number>({
      query: (id) => ({ call: 'product_detail_get', body: { product_id: id }, auth: 'member' }),
      transformResponse: (answer: { product: Product }) => answer.product,
      providesTags: ['Products'],
    }),
    productSections: build.query<CallOutput<typeof sectionProductGet>['sections'], void>({
      query: () => ({ call: 'section_product_get', body: { limit: 999, offset: 0 }, auth: 'member' }),
      transformResponse: (answer: CallOutput<typeof sectionProductGet>) => answer.sections,
      providesTags: ['Products'],
    }),
    suggestedProducts: build.query<CallOutput<typeof suggestedProductGet>['products'], number>({
      query: (id) => ({
        call: 'suggested_product_get',
        body: { product_id: id, limit: SUGGESTED_LIMIT, keyword_field: 'flag_6' },
        auth: 'member',
      }),
      transformResponse: (answer: CallOutput<typeof suggestedProductGet>) => answer.products,
      providesTags: ['Products'],
    }),
  }),
});

export const { useProductsQuery, useProductQuery, useProductSectionsQuery, useSuggestedProductsQuery } =
  productApi;

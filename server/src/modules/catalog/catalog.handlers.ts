import { categoryGet } from '@shop/contract/catalog/category.calls';
import {
  productDetailGet,
  productGet,
  sectionProductGet,
  suggestedProductGet,
} from '@shop/contract/catalog/product.calls';
import { ApiError } from '../../http/api-error.ts';
import { handle } from '../../http/call-handler.ts';
import { listCategoryTree } from './category.repo.ts';
import { ListingCache, readCatalogVersion } from './listing-cache.ts';
import { isShownProduct, loadListedProducts, loadProducts } from './product.repo.ts';
import { listProductSections, suggestedProductIds } from './product-picks.repo.ts';
import { type FacetRow, productFacets, searchProductIds } from './product-search.repo.ts';

const facetList = (rows: FacetRow[], facet: FacetRow['facet']) =>
  rows
    .filter((r) => r.facet === facet)
    .map((r) => ({ value: r.value, label_en: r.labelEn, label_zh: r.labelZh, count: r.count }));

const pages = new ListingCache<{ ids: number[]; total: number }>();
const facetCounts = new ListingCache<FacetRow[]>();

export const catalogHandlers = [
  handle(categoryGet, async (input, { db }) => ({ categories: await listCategoryTree(db, input) })),

  handle(productGet, async (input, { db }) => {
    const filters = {
      categoryId: input.category_id,
      keyword: input.keyword,
      origin: input.origin,
      process: input.process,
      roastLevel: input.roast_level,
    };
    const page = { sort: input.sort_by, limit: input.limit, offset: input.offset };
    const version = await readCatalogVersion(db);
    const [found, facets] = await Promise.all([
      pages.get(db, version, JSON.stringify([filters, page]), () => searchProductIds(db, filters, page)),
      // Facets depend on the category and keyword only, not on the attribute filters or the page.
      facetCounts.get(db, version, JSON.stringify([filters.categoryId, filters.keyword]), () =>
        productFacets(db, filters),
      ),
    ]);
    return {
      products: await loadListedProducts(db, version, found.ids),
      total_rows: found.total,
      facets: {
        origin: facetList(facets, 'origin'),
        process: facetList(facets, 'process'),
        roast_level: facetList(facets, 'roast_level'),
      },
    };
  }),

  handle(productDetailGet, async (input, { db }) => {
    const [product] = (await isShownProduct(db, input.product_id))
      ? await loadProducts(db, [input.product_id])
      : [];
    if (!product)
      throw new ApiError('NOT_FOUND', { en: 'This product was not found.', zh: '找不到這件產品。' });
    return { product };
  }),

  handle(sectionProductGet, async (input, { db }) => {
    const sections = await listProductSections(db);
    return {
      sections: await Promise.all(
        sections.slice(input.offset, input.offset + input.limit).map(async (s) => ({
          section_key: s.key,
          name_en: s.nameEn,
          name_zh: s.nameZh,
          products: await loadProducts(db, s.productIds),
        })),
      ),
    };
  }),

  handle(suggestedProductGet, async (input, { db }) => {
    const found = await suggestedProductIds(db, input.product_id, input.limit);
    return { products: await loadProducts(db, found.ids), total_rows: found.total };
  }),
];

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
import { isShownProduct, loadProducts } from './product.repo.ts';
import { listProducts } from './product-listing.ts';
import { listProductSections, suggestedProductIds } from './product-picks.repo.ts';
import { ResponseCache } from './response-cache.ts';

/** The category tree changes only with the catalog version, and every page opens with it. */
const categoryAnswers = new ResponseCache(categoryGet);

export const catalogHandlers = [
  handle(categoryGet, async (input, { db }) =>
    categoryAnswers.get(db, `${input.limit},${input.offset}`, async () => ({
      categories: await listCategoryTree(db, input),
    })),
  ),

  handle(productGet, (input, { db }) => listProducts(db, input)),

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

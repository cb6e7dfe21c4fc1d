/**
 * The catalog domain's front door: what other domains and flows may use. Tables and repositories
 * stay private to the folder; add an export here rather than importing a file inside it.
 */

export { registerArtRoute } from './art/art.route.ts';
export { catalogHandlers } from './catalog.handlers.ts';
export type { VariantOption } from './catalog.tables.ts';
export { CatalogCache, readCatalogVersion } from './catalog-cache.ts';
export {
  catalogVersionSql,
  isVariantNamedBy,
  productRows,
  productRowsAs,
  productsInCategoryTree,
  type VariantRow,
  variantRows,
  variantRowsAs,
} from './catalog-reads.ts';
export { categoryExists, listCategoryIds, readCategory } from './category.repo.ts';
export { createHiddenProduct } from './hidden-product.ts';
export { keepPicture } from './images/image-pipeline.ts';
export { decodeUpload, uploadImage } from './images/image-upload.service.ts';
export { registerUploadedImagesRoute } from './images/images.route.ts';
export {
  listShownProductIds,
  loadProducts,
  toWireVariant,
  variantExists,
  variantIdsOf,
} from './product.repo.ts';
export { listAdminProducts, loadAdminProduct } from './product-edit.repo.ts';
export {
  type HiddenProductFace,
  type KeptElsewhere,
  matchHiddenProduct,
  saveProduct,
} from './product-edit.service.ts';
export { lockProductRating, type ProductRating, setProductRating } from './product-rating.ts';
export { ResponseCache } from './response-cache.ts';
export { addSearchVariant, listSearchVariants, removeSearchVariant } from './search-variants.service.ts';
export {
  changeStock,
  isStockShort,
  returnStock,
  type Taking,
  takeAllStock,
  takeStock,
} from './stock.service.ts';
export { type NamedVariant, variantName } from './variant-name.ts';

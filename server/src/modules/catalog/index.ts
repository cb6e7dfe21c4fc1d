/**
 * The catalog domain's front door: what other domains and flows may use. Tables and repositories
 * stay private to the folder; add an export here rather than importing a file inside it.
 */
export type { VariantOption } from './catalog.tables.ts';
export { uploadImage } from './images/image-upload.service.ts';
export { escapeLike, keywordPatterns } from './keyword.ts';
export { toWireVariant } from './product.repo.ts';

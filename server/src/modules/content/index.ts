/**
 * The content domain's front door: what other domains and flows may use. Tables and repositories
 * stay private to the folder; add an export here rather than importing a file inside it.
 */

export { contentHandlers } from './content.handlers.ts';
export {
  findBlogPost,
  findFirstSectionItem,
  listBlogPostSlugs,
  listWebsiteSections,
} from './content.repo.ts';
export { deleteContent, listAllBlogPosts, saveBlogPost, saveSectionItem } from './content-edit.service.ts';
export { sanitizeRichText } from './rich-text.ts';
export { cleanRichText } from './rich-text-clean.ts';

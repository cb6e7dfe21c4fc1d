import { blogPostDetailGet, blogPostGet, websiteSectionGet } from '@shop/contract/content/content.calls';
import { ApiError } from '../../http/api-error.ts';
import { handle } from '../../http/call-handler.ts';
import { ResponseCache } from '../catalog/index.ts';
import { findBlogPost, listBlogPosts, listWebsiteSections } from './content.repo.ts';

/**
 * Every storefront page opens with the sections, and sanitising their rich text was most of each
 * call's cost; section writes bump the catalog version (migration 0016).
 */
const sectionAnswers = new ResponseCache(websiteSectionGet);

export const contentHandlers = [
  handle(websiteSectionGet, async (input, { db }) =>
    sectionAnswers.get(db, `${input.limit},${input.offset}`, async () => ({
      website_sections: await listWebsiteSections(db, input),
    })),
  ),
  handle(blogPostGet, async (input, { db }) => {
    const { posts, total } = await listBlogPosts(db, input);
    return { posts, total_rows: total };
  }),
  handle(blogPostDetailGet, async (input, { db }) => {
    const post = await findBlogPost(db, input.slug);
    if (!post) throw new ApiError('NOT_FOUND', { en: 'This article was not found.', zh: '找不到這篇文章。' });
    return { post };
  }),
];

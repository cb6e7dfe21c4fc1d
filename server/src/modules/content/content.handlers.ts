import { blogPostDetailGet, blogPostGet, websiteSectionGet } from '@shop/contract/content/content.calls';
import { ApiError } from '../../http/api-error.ts';
import { handle } from '../../http/call-handler.ts';
import { findBlogPost, listBlogPosts, listWebsiteSections } from './content.repo.ts';

export const contentHandlers = [
  handle(websiteSectionGet, async (input, { db }) => ({
    website_sections: await listWebsiteSections(db, input),
  })),
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

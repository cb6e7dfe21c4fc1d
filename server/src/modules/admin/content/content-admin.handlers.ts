import {
  adminBlogPostSave,
  adminContentDelete,
  adminContentGet,
  adminRichTextPreview,
  adminSectionItemSave,
} from '@shop/contract/admin/content-admin.calls';
import { handle } from '../../../http/call-handler.ts';
import {
  cleanRichText,
  deleteContent,
  listAllBlogPosts,
  listWebsiteSections,
  saveBlogPost,
  saveSectionItem,
} from '../../content/index.ts';
import { auditBy } from '../audit.ts';
import { signedInStaff } from '../staff-auth.ts';

const savedNotice = (removed: boolean) =>
  removed
    ? {
        message: 'Saved. Formatting the shop does not allow was removed: check the preview.',
        message_zh: '已儲存。網店不支援的格式已移除，請查看預覽。',
      }
    : { message: 'Saved.', message_zh: '已儲存。' };

export const contentAdminHandlers = [
  handle(adminContentGet, async (_input, { db }) => {
    const [website_sections, blog_posts] = await Promise.all([
      listWebsiteSections(db, { limit: 999, offset: 0 }),
      listAllBlogPosts(db),
    ]);
    return { website_sections, blog_posts };
  }),

  handle(adminSectionItemSave, async (input, ctx) => {
    const { section, removed } = await saveSectionItem(ctx.db, input, auditBy(signedInStaff(ctx).id));
    return { section, removed_markup: removed, ...savedNotice(removed) };
  }),

  handle(adminBlogPostSave, async (input, ctx) => {
    const { post, removed } = await saveBlogPost(ctx.db, input, auditBy(signedInStaff(ctx).id));
    return { post, removed_markup: removed, ...savedNotice(removed) };
  }),

  handle(adminContentDelete, async (input, ctx) => {
    await deleteContent(ctx.db, input.kind, input.id, auditBy(signedInStaff(ctx).id));
    return { message: 'Removed.', message_zh: '已刪除。' };
  }),

  handle(adminRichTextPreview, async (input) => {
    const { html, removed } = cleanRichText(input.html);
    return { html, removed_markup: removed };
  }),
];

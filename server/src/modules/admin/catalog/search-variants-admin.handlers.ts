import {
  adminSearchVariantAdd,
  adminSearchVariantDelete,
  adminSearchVariantList,
} from '@shop/contract/admin/search-variants-admin.calls';
import { handle } from '../../../http/call-handler.ts';
import { addSearchVariant, listSearchVariants, removeSearchVariant } from '../../catalog/index.ts';
import { recordAudit } from '../audit.ts';
import { signedInStaff } from '../staff-auth.ts';

/** The console's list of search spellings: any staff member keeps it, as they keep products. */
export const searchVariantsAdminHandlers = [
  handle(adminSearchVariantList, async (_input, { db }) => ({ variants: await listSearchVariants(db) })),

  handle(adminSearchVariantAdd, async (input, ctx) => {
    const staffId = signedInStaff(ctx).id;
    const variants = await ctx.db.transaction(async (tx) => {
      const added = await addSearchVariant(tx, input);
      await recordAudit(tx, {
        staffId,
        action: 'search_variant.add',
        entity: 'search_variant',
        entityId: added.id,
        after: added,
      });
      return listSearchVariants(tx);
    });
    return { variants, message: 'The spelling is added to search.', message_zh: '搜尋已加入這個寫法。' };
  }),

  handle(adminSearchVariantDelete, async (input, ctx) => {
    const staffId = signedInStaff(ctx).id;
    const variants = await ctx.db.transaction(async (tx) => {
      const removed = await removeSearchVariant(tx, input.id);
      await recordAudit(tx, {
        staffId,
        action: 'search_variant.delete',
        entity: 'search_variant',
        entityId: removed.id,
        before: removed,
      });
      return listSearchVariants(tx);
    });
    return { variants, message: 'The spelling is removed from search.', message_zh: '搜尋已移除這個寫法。' };
  }),
];

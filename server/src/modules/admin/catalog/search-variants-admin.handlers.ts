import {
  adminSearchVariantAdd,
  adminSearchVariantDelete,
  adminSearchVariantList,
} from '@shop/contract/admin/search-variants-admin.calls';
import type { Db } from '../../../db/database.ts';
import { type CallContext, handle } from '../../../http/call-handler.ts';
import type { Change } from '../../../lib/change-log.ts';
import { addSearchVariant, listSearchVariants, removeSearchVariant } from '../../catalog/index.ts';
import { auditBy } from '../audit.ts';
import { signedInStaff } from '../staff-auth.ts';

/**
 * Makes one change to the search spellings and writes its audit row in one transaction (both or
 * neither); answers the list as it now stands.
 */
function changeThenList(ctx: CallContext, change: (tx: Db) => Promise<Change>) {
  const log = auditBy(signedInStaff(ctx).id);
  return ctx.db.transaction(async (tx) => {
    await log(tx, await change(tx));
    return listSearchVariants(tx);
  });
}

/** The console's list of search spellings: any staff member keeps it, as they keep products. */
export const searchVariantsAdminHandlers = [
  handle(adminSearchVariantList, async (_input, { db }) => ({ variants: await listSearchVariants(db) })),

  handle(adminSearchVariantAdd, async (input, ctx) => ({
    variants: await changeThenList(ctx, async (tx) => {
      const added = await addSearchVariant(tx, input);
      return { action: 'search_variant.add', entity: 'search_variant', entityId: added.id, after: added };
    }),
    message: 'The spelling is added to search.',
    message_zh: '搜尋已加入這個寫法。',
  })),

  handle(adminSearchVariantDelete, async (input, ctx) => ({
    variants: await changeThenList(ctx, async (tx) => {
      const removed = await removeSearchVariant(tx, input.id);
      return {
        action: 'search_variant.delete',
        entity: 'search_variant',
        entityId: removed.id,
        before: removed,
      };
    }),
    message: 'The spelling is removed from search.',
    message_zh: '搜尋已移除這個寫法。',
  })),
];

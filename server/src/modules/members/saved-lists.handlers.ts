import { savedListAdd, savedListGet, savedListRemove } from '@shop/contract/members/saved-lists.calls';
import { handle } from '../../http/call-handler.ts';
import { signedInMember } from './member-auth.ts';
import { addToSavedLists, readSavedLists, removeFromSavedList } from './saved-lists.service.ts';

export const savedListHandlers = [
  handle(savedListGet, (_input, ctx) => readSavedLists(ctx.db, signedInMember(ctx).id)),
  handle(savedListAdd, (input, ctx) => addToSavedLists(ctx.db, signedInMember(ctx).id, input)),
  handle(savedListRemove, ({ list, product_ids }, ctx) =>
    removeFromSavedList(ctx.db, signedInMember(ctx).id, list, product_ids),
  ),
];

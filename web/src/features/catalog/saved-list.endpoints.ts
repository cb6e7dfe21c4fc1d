import * as calls from '@shop/contract/call-names';
import type { CallOutput } from '@shop/contract/calls';
import type { SavedListName } from '@shop/contract/members/saved-lists';
import type { savedListGet } from '@shop/contract/members/saved-lists.calls';
import { baseApi } from '../../api/base-api.ts';
import { callMutation } from '../../api/call-endpoints.ts';

export type SavedLists = CallOutput<typeof savedListGet>;

/**
 * A member's wishlist and compare list on the server. Not cached here: the two slices hold the
 * lists (a guest's too), and every answer replaces them (saved-list-sync.ts).
 */
export const savedListApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    savedListGet: callMutation(build, calls.savedListGet),
    savedListAdd: callMutation(build, calls.savedListAdd),
    /** The sign-in merge handles a refusal itself (saved-list-sync.ts), so no toast. */
    savedListMerge: callMutation(build, calls.savedListAdd, { ownsErrors: true }),
    savedListRemove: callMutation(build, calls.savedListRemove, {
      body: ({ list, productIds }: { list: SavedListName; productIds: number[] }) => ({
        list,
        product_ids: productIds,
      }),
    }),
  }),
});

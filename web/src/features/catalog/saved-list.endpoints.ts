import * as calls from '@shop/contract/call-names';
import type { CallOutput } from '@shop/contract/calls';
import type { SavedListName } from '@shop/contract/members/saved-lists';
import type { savedListGet } from '@shop/contract/members/saved-lists.calls';
import { apiCall } from '../../api/api-call.ts';
import { baseApi } from '../../api/base-api.ts';

export type SavedLists = CallOutput<typeof savedListGet>;

/**
 * A member's wishlist and compare list on the server. Not cached here: the two slices hold the
 * lists (a guest's too), and every answer replaces them (saved-list-sync.ts).
 */
export const savedListApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    savedListGet: build.mutation<SavedLists, void>({
      query: () => apiCall(calls.savedListGet, {}),
    }),
    /** `quiet`: the sign-in merge handles a refusal itself (saved-list-sync.ts), so no toast. */
    savedListAdd: build.mutation<
      SavedLists,
      { lists: Partial<Record<SavedListName, number[]>>; quiet?: boolean }
    >({
      query: ({ lists, quiet = false }) => apiCall(calls.savedListAdd, lists, { ownsErrors: quiet }),
    }),
    savedListRemove: build.mutation<SavedLists, { list: SavedListName; productIds: number[] }>({
      query: ({ list, productIds }) => apiCall(calls.savedListRemove, { list, product_ids: productIds }),
    }),
  }),
});

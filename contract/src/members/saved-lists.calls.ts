import { z } from 'zod';
import { defineCall } from '../calls.ts';
import { product } from '../catalog/product.calls.ts';
import { SAVED_LIST_CAP, SAVED_LISTS } from './saved-lists.ts';

/**
 * A member's wishlist and compare list, kept on the server so they follow the member to another
 * browser; a guest's stay in the browser (docs/web-data.md says why and how they merge at sign-in).
 */
export { SAVED_LIST_CAP, SAVED_LISTS, type SavedListName } from './saved-lists.ts';

const productId = z.number().int().positive().max(2_147_483_647);
const ids = (cap: number) => z.array(productId).max(cap).default([]);

/** Both lists, oldest first, each product whole as the listing sends it. */
const savedLists = z.object({ wishlist: z.array(product), compare: z.array(product) });

export const savedListGet = defineCall({
  name: 'saved_list_get',
  auth: 'member',
  input: z.object({}),
  output: savedLists,
});

/**
 * Adds products to either list (one product when the shopper saves it; a guest's whole lists at
 * sign-in). Ids already there keep their place; past the cap the oldest drop off.
 */
export const savedListAdd = defineCall({
  name: 'saved_list_add',
  auth: 'member',
  input: z.object({ wishlist: ids(SAVED_LIST_CAP.wishlist), compare: ids(SAVED_LIST_CAP.compare) }),
  output: savedLists,
});

/** Takes products off one list; ids not on it are ignored, so a repeat does no harm. */
export const savedListRemove = defineCall({
  name: 'saved_list_remove',
  auth: 'member',
  input: z.object({
    list: z.enum(SAVED_LISTS),
    product_ids: z.array(productId).min(1).max(SAVED_LIST_CAP.wishlist),
  }),
  output: savedLists,
});

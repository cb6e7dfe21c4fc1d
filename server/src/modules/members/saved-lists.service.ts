import type { Product } from '@shop/contract/catalog/product.calls';
import { SAVED_LIST_CAP, SAVED_LISTS, type SavedListName } from '@shop/contract/members/saved-lists.calls';
import type { Db } from '../../db/database.ts';
import { ApiError } from '../../http/api-error.ts';
import { loadProducts } from '../catalog/index.ts';
import { lockMember } from './member-reads.ts';
import {
  appendToList,
  readSavedIds,
  removeFromList,
  type SavedIds,
  shownProductIds,
  trimList,
} from './saved-lists.repo.ts';

export type SavedLists = Record<SavedListName, Product[]>;

/** Both lists with each product whole, as the storefront keeps them. */
export async function readSavedLists(db: Db, memberId: number): Promise<SavedLists> {
  const ids = await readSavedIds(db, memberId);
  const [wishlist, compare] = await Promise.all([
    loadProducts(db, ids.wishlist),
    loadProducts(db, ids.compare),
  ]);
  return { wishlist, compare };
}

/**
 * Adds to both lists at once (a guest's lists at sign-in, or one product). Every id must be a
 * product a shopper may open, or nothing is written. The member's row is locked so two adds at the
 * same moment cannot both pass the cap; past it the oldest products drop off.
 */
export async function addToSavedLists(db: Db, memberId: number, adding: SavedIds): Promise<SavedLists> {
  const all = [...adding.wishlist, ...adding.compare];
  const shown = await shownProductIds(db, all);
  if (all.some((id) => !shown.has(id))) throw new ApiError('SAVED_PRODUCT_UNKNOWN');
  await db.transaction(async (tx) => {
    if (!(await lockMember(tx, memberId))) throw new ApiError('UNAUTHORIZED');
    for (const list of SAVED_LISTS) {
      if (adding[list].length === 0) continue;
      await appendToList(tx, memberId, list, adding[list]);
      await trimList(tx, memberId, list, SAVED_LIST_CAP[list]);
    }
  });
  return readSavedLists(db, memberId);
}

export async function removeFromSavedList(
  db: Db,
  memberId: number,
  list: SavedListName,
  ids: number[],
): Promise<SavedLists> {
  await removeFromList(db, memberId, list, ids);
  return readSavedLists(db, memberId);
}

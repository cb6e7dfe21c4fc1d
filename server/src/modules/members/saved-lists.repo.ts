import type { SavedListName } from '@shop/contract/members/saved-lists.calls';
import { and, asc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { productRows } from '../catalog/index.ts';
import { savedListItems } from './saved-lists.tables.ts';

export type SavedIds = Record<SavedListName, number[]>;

/** The member's saved products a shopper may still open, each list oldest first. */
export async function readSavedIds(db: Db, memberId: number): Promise<SavedIds> {
  const rows = await db
    .select({ list: savedListItems.list, productId: savedListItems.productId })
    .from(savedListItems)
    .innerJoin(productRows, eq(productRows.id, savedListItems.productId))
    .where(and(eq(savedListItems.memberId, memberId), eq(productRows.active, true)))
    .orderBy(asc(savedListItems.id));
  const ids: SavedIds = { wishlist: [], compare: [] };
  for (const row of rows) ids[row.list as SavedListName].push(row.productId);
  return ids;
}

/** Which of the ids are products a shopper may open (they exist and are not hidden). */
export async function shownProductIds(db: Db, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: productRows.id })
    .from(productRows)
    .where(and(inArray(productRows.id, ids), eq(productRows.active, true)));
  return new Set(rows.map((r) => r.id));
}

/** Appends the ids not yet on the list, in the order given; those already there keep their place. */
export async function appendToList(tx: Db, memberId: number, list: SavedListName, ids: number[]) {
  if (ids.length === 0) return;
  await tx
    .insert(savedListItems)
    .values(ids.map((productId) => ({ memberId, list, productId })))
    .onConflictDoNothing();
}

/** Keeps the newest `cap` products of the list and deletes the rest. */
export async function trimList(tx: Db, memberId: number, list: SavedListName, cap: number) {
  const ofList = and(eq(savedListItems.memberId, memberId), eq(savedListItems.list, list));
  const kept = tx
    .select({ id: savedListItems.id })
    .from(savedListItems)
    .where(ofList)
    .orderBy(sql`${savedListItems.id} DESC`)
    .limit(cap);
  await tx.delete(savedListItems).where(and(ofList, notInArray(savedListItems.id, kept)));
}

export async function removeFromList(db: Db, memberId: number, list: SavedListName, ids: number[]) {
  await db
    .delete(savedListItems)
    .where(
      and(
        eq(savedListItems.memberId, memberId),
        eq(savedListItems.list, list),
        inArray(savedListItems.productId, ids),
      ),
    );
}

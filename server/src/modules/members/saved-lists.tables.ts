import { sql } from 'drizzle-orm';
import { check, index, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { integerReference, timestamptz } from '../../db/columns.ts';
import { products } from '../catalog/catalog.tables.ts';
import { members } from './members.tables.ts';

/**
 * A member's wishlist and compare list: one row per saved product, oldest first by id. A product
 * deleted from the catalog leaves every list with it; a member deleted takes their lists along.
 */
export const savedListItems = pgTable(
  'saved_list_items',
  {
    id: serial('id').primaryKey(),
    memberId: integerReference('member_id', () => members.id, { onDelete: 'cascade' }).notNull(),
    list: text('list').notNull(),
    productId: integerReference('product_id', () => products.id, { onDelete: 'cascade' }).notNull(),
    addedAt: timestamptz('added_at').notNull().defaultNow(),
  },
  (t) => [
    check('saved_list_items_list', sql`${t.list} IN ('wishlist', 'compare')`),
    uniqueIndex('saved_list_items_once').on(t.memberId, t.list, t.productId),
    index('saved_list_items_product').on(t.productId),
  ],
);

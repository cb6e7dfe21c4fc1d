import type { Category } from '@shop/contract/catalog/category.calls';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { categories } from './catalog.tables.ts';

/** Top categories with their sub-categories nested, in the shop's order. */
export async function listCategoryTree(db: Db, page: { limit: number; offset: number }): Promise<Category[]> {
  const rows = await db.select().from(categories).orderBy(asc(categories.sortOrder), asc(categories.id));
  const names = (c: (typeof rows)[number]) => ({
    category_name_en: c.nameEn,
    category_name_zh: c.nameZh,
    category_name_cn: c.nameCn,
  });
  return rows
    .filter((c) => c.parentId === null)
    .slice(page.offset, page.offset + page.limit)
    .map((top) => ({
      id: top.id,
      ...names(top),
      image: top.image,
      sub_categories: rows
        .filter((c) => c.parentId === top.id)
        .map((sub) => ({ id: sub.id, ...names(sub), parent_primary_category_id: top.id })),
    }));
}

export async function categoryExists(db: Db, id: number): Promise<boolean> {
  const [row] = await db.select({ id: categories.id }).from(categories).where(eq(categories.id, id));
  return row !== undefined;
}

/** A category's names and picture (a category page's head), or undefined. */
export async function readCategory(db: Db, id: number) {
  const [row] = await db
    .select({ nameEn: categories.nameEn, nameZh: categories.nameZh, image: categories.image })
    .from(categories)
    .where(eq(categories.id, id));
  return row;
}

export async function listCategoryIds(db: Db): Promise<number[]> {
  const rows = await db.select({ id: categories.id }).from(categories).orderBy(asc(categories.id));
  return rows.map((r) => r.id);
}

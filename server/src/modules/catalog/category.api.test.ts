import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { appPerFile } from '../../../test/test-app.ts';
import { categories } from './catalog.tables.ts';

const t = appPerFile();

describe('category_get', () => {
  it('nests sub-categories under their top category in three languages', async () => {
    const { statusCode, body } = await t.call('category_get', { limit: 999, offset: 0 });
    expect(statusCode).toBe(200);
    expect(body.categories.length).toBeGreaterThanOrEqual(5);
    const withSubs = body.categories.filter(
      (c: { sub_categories: unknown[] }) => c.sub_categories.length > 0,
    );
    expect(withSubs.length).toBeGreaterThanOrEqual(2);
    for (const top of withSubs) {
      expect(top.category_name_zh).toMatch(/[\u4e00-\u9fff]/);
      for (const sub of top.sub_categories) expect(sub.parent_primary_category_id).toBe(top.id);
    }
  });

  it('shows a category renamed straight in the database in the very next answer, page by page', async () => {
    const ask = async (limit: number, offset: number) =>
      (await t.call('category_get', { limit, offset })).body.categories as {
        id: number;
        category_name_en: string;
      }[];
    const [first, second] = await ask(999, 0);
    expect((await ask(1, 1)).map((c) => c.id)).toEqual([second!.id]);
    await t.db
      .update(categories)
      .set({ nameEn: 'Filter Roasts Renamed' })
      .where(eq(categories.id, first!.id));
    expect((await ask(999, 0))[0]!.category_name_en).toBe('Filter Roasts Renamed');
    expect((await ask(1, 0))[0]!.category_name_en).toBe('Filter Roasts Renamed');
  });
});

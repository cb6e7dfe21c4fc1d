import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { statementsRunDuring } from '../../../test/statements-run.ts';
import { appPerFile } from '../../../test/test-app.ts';
import { variants } from './catalog.tables.ts';

// What a repeat of a cached response costs the database (docs/catalog.md): PGlite announces its
// catalog writes to the one process that may open it, so nothing; PostgreSQL, one read.

const t = appPerFile();

const LISTING = { sort_by: 'default', limit: 12, offset: 0 };

/** The statements of a third call: the first makes the answer, the second checks it once. */
async function statementsOfRepeat(name: string, body: Record<string, unknown>) {
  await t.call(name, body);
  await t.call(name, body);
  return statementsRunDuring(t, async () => expect((await t.call(name, body)).body.status).toBe(1));
}

describe('a cached response asked again', () => {
  it.each([
    ['category_get', {}],
    ['website_section_get', {}],
    ['product_get', LISTING],
  ])('%s sends no statement on PGlite and one on PostgreSQL', async (name, body) => {
    expect(await statementsOfRepeat(name, body)).toBe(t.kind === 'pglite' ? 0 : 1);
  });

  it('reads again after a stock change made straight in the database, and shows it', async () => {
    const first = (await t.call('product_get', LISTING)).body.products[0].variants[0];
    await t.db
      .update(variants)
      .set({ inventory: first.inventory + 7 })
      .where(eq(variants.id, first.id));
    let again: { id: number; inventory: number } | undefined;
    const sent = await statementsRunDuring(t, async () => {
      again = (await t.call('product_get', LISTING)).body.products[0].variants[0];
    });
    expect(again).toMatchObject({ id: first.id, inventory: first.inventory + 7 });
    expect(sent).toBe(1);
  });
});

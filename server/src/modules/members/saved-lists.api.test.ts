import { asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { products } from '../../db/schema.ts';
import { bearer, callFrom, freshIp, registerBody } from './auth.test-kit.ts';

let t: TestApp;
/** Products a shopper may open, by id; the last one is hidden in beforeAll. */
let ids: number[];
let hidden: number;

beforeAll(async () => {
  t = await createTestApp();
  const rows = await t.db
    .select({ id: products.id })
    .from(products)
    .where(eq(products.active, true))
    .orderBy(asc(products.id));
  ids = rows.slice(0, 7).map((r) => r.id);
  hidden = rows[7]!.id;
  await t.db
    .update(products)
    .set({ active: false })
    .where(inArray(products.id, [hidden]));
});
afterAll(() => t.close());

async function newMember() {
  const res = await callFrom(t, freshIp(), 'register', registerBody());
  expect(res.statusCode).toBe(200);
  const headers = bearer(res.body.token);
  return (name: string, body: Record<string, unknown> = {}) => callFrom(t, freshIp(), name, body, headers);
}

const idsOf = (list: { id: number }[]) => list.map((p) => p.id);

describe('saved lists', () => {
  it('starts empty, adds whole products in order, and removes them', async () => {
    const call = await newMember();
    expect((await call('saved_list_get')).body).toMatchObject({ status: 1, wishlist: [], compare: [] });

    const added = await call('saved_list_add', { wishlist: [ids[1], ids[0]], compare: [ids[2]] });
    expect(added.statusCode).toBe(200);
    expect(idsOf(added.body.wishlist)).toEqual([ids[1], ids[0]]);
    expect(idsOf(added.body.compare)).toEqual([ids[2]]);
    // Whole products, as the listing sends them, so the pages can show them at once.
    expect(added.body.wishlist[0]).toMatchObject({ id: ids[1], variants: expect.any(Array) });

    const removed = await call('saved_list_remove', { list: 'wishlist', product_ids: [ids[1]] });
    expect(idsOf(removed.body.wishlist)).toEqual([ids[0]]);
    expect(idsOf(removed.body.compare)).toEqual([ids[2]]);
    expect(idsOf((await call('saved_list_get')).body.wishlist)).toEqual([ids[0]]);
  });

  it('merges as a union: products already saved keep their place, new ones follow', async () => {
    const call = await newMember();
    await call('saved_list_add', { wishlist: [ids[0], ids[1]] });
    const merged = await call('saved_list_add', { wishlist: [ids[2], ids[1], ids[3]] });
    expect(idsOf(merged.body.wishlist)).toEqual([ids[0], ids[1], ids[2], ids[3]]);
  });

  it('keeps at most four products to compare, dropping the oldest', async () => {
    const call = await newMember();
    await call('saved_list_add', { compare: [ids[0], ids[1], ids[2]] });
    const merged = await call('saved_list_add', { compare: [ids[3], ids[4], ids[0]] });
    expect(idsOf(merged.body.compare)).toEqual([ids[1], ids[2], ids[3], ids[4]]);
    const tooMany = await call('saved_list_add', { compare: ids.slice(0, 5) });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.body.err_code).toBe('VALIDATION_FAILED');
  });

  it('keeps each member’s lists their own', async () => {
    const mine = await newMember();
    const theirs = await newMember();
    await mine('saved_list_add', { wishlist: [ids[5]], compare: [ids[6]] });
    expect((await theirs('saved_list_get')).body).toMatchObject({ wishlist: [], compare: [] });
    // Removing what only another member saved changes nothing of theirs.
    await theirs('saved_list_remove', { list: 'wishlist', product_ids: [ids[5]] });
    expect(idsOf((await mine('saved_list_get')).body.wishlist)).toEqual([ids[5]]);
  });

  it('refuses unknown or hidden products in both languages and writes nothing', async () => {
    const call = await newMember();
    for (const bad of [2_000_000_000, hidden]) {
      const res = await call('saved_list_add', { wishlist: [ids[0], bad] });
      expect(res.statusCode).toBe(400);
      expect(res.body).toMatchObject({ status: 0, err_code: 'SAVED_PRODUCT_UNKNOWN' });
      expect(res.body.err_message).toMatch(/product/i);
      expect(res.body.err_message_zh).toMatch(/產品/);
    }
    expect((await call('saved_list_get')).body.wishlist).toEqual([]);
  });

  it('needs a signed-in member', async () => {
    for (const name of ['saved_list_get', 'saved_list_add', 'saved_list_remove']) {
      const res = await callFrom(t, freshIp(), name, { list: 'wishlist', product_ids: [ids[0]] });
      expect(res.statusCode).toBe(401);
    }
  });

  it('lets two adds at the same moment pass the compare cap neither alone', async () => {
    const call = await newMember();
    const answers = await Promise.all(ids.slice(0, 6).map((id) => call('saved_list_add', { compare: [id] })));
    expect(answers.every((a) => a.statusCode === 200)).toBe(true);
    expect((await call('saved_list_get')).body.compare).toHaveLength(4);
  });
});

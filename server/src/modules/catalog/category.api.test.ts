import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

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
});

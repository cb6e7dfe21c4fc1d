import { describe, expect, it } from 'vitest';
import { auditOf, consolePerFile, memberAuth } from '../admin.test-kit.ts';

const { t, staff } = consolePerFile();

const found = async (keyword: string) =>
  ((await t.call('product_get', { keyword })).body as { products: { id: number }[] }).products
    .map((p) => p.id)
    .sort((a, b) => a - b);

interface Variant {
  id: number;
  term: string;
  means: string;
}

describe('search spellings kept in the console', () => {
  it('lists the spellings search folds, the Hong Kong ones among them', async () => {
    const res = await t.call('admin_search_variant_list', {}, staff);
    expect(res.statusCode).toBe(200);
    expect(res.body.variants).toContainEqual(
      expect.objectContaining({ term: '耶加雪啡', means: '耶加雪菲' }),
    );
  });

  it('takes effect at once when staff add one, and stops when they remove it', async () => {
    const meant = await found('耶加');
    expect(meant.length).toBeGreaterThan(0);
    expect(await found('椰加')).toEqual([]);

    const added = await t.call('admin_search_variant_add', { term: '椰加', means: '耶加' }, staff);
    expect(added.statusCode).toBe(200);
    expect(added.body.message_zh).toBeTruthy();
    const row = (added.body.variants as Variant[]).find((v) => v.term === '椰加');
    expect(row).toBeDefined();
    expect(await found('椰加')).toEqual(meant);
    expect(await auditOf(t, 'search_variant', row?.id ?? 0)).toHaveLength(1);

    const removed = await t.call('admin_search_variant_delete', { id: row?.id }, staff);
    expect(removed.statusCode).toBe(200);
    expect((removed.body.variants as Variant[]).some((v) => v.term === '椰加')).toBe(false);
    expect(await found('椰加')).toEqual([]);
  });

  it('refuses bad spellings in both languages', async () => {
    const refusals: [Record<string, unknown>, number, string][] = [
      [{ term: 'drip bag', means: 'drip bags' }, 400, 'VALIDATION_FAILED'],
      [{ term: '100%', means: 'full' }, 400, 'VALIDATION_FAILED'],
      [{ term: 'bag', means: 'drip bag' }, 400, 'VALIDATION_FAILED'],
      // 肯尼亚 is 肯尼亞 in Simplified: the same term as one already listed.
      [{ term: '肯尼亚', means: '肯亞' }, 409, 'CONFLICT'],
      // The meaning holds the term once both are in one script.
      [{ term: '雪啡', means: '雪啡豆' }, 400, 'VALIDATION_FAILED'],
      [{ term: '濾掛', means: '滤挂包' }, 400, 'VALIDATION_FAILED'],
    ];
    for (const [body, status, code] of refusals) {
      const res = await t.call('admin_search_variant_add', body, staff);
      expect({ body, status: res.statusCode, code: res.body.err_code }).toEqual({ body, status, code });
      expect(res.body.err_message).toBeTruthy();
      expect(res.body.err_message_zh).toMatch(/[\u4e00-\u9fff]/);
    }
    const missing = await t.call('admin_search_variant_delete', { id: 2_000_000 }, staff);
    expect(missing.statusCode).toBe(404);
    expect(missing.body.err_message_zh).toMatch(/[\u4e00-\u9fff]/);
  });

  it('is for staff only', async () => {
    expect((await t.call('admin_search_variant_list', {})).statusCode).toBe(401);
    const member = await memberAuth(t);
    expect((await t.call('admin_search_variant_add', { term: 'x', means: 'y' }, member)).statusCode).toBe(
      401,
    );
  });
});

import { beforeAll, describe, expect, it } from 'vitest';
import { auditOf, consolePerFile, memberAuth } from '../admin.test-kit.ts';
import { anyCategoryId, newProduct } from './catalog-admin.test-kit.ts';

let categoryId: number;
const { t, owner, staff } = consolePerFile();
beforeAll(async () => {
  categoryId = await anyCategoryId(t);
});

const save = (body: Record<string, unknown>, who = staff) => t.call('admin_product_save', body, who);

describe('admin_product_save', () => {
  it('creates a product that a shopper finds by a Chinese keyword, with the Simplified names filled in', async () => {
    const res = await save(newProduct(categoryId, { product_name_zh: '哥倫比亞 慧蘭 粉紅波旁' }));
    expect(res.statusCode).toBe(200);
    const { product } = res.body;
    expect(product.product_name_cn).toBe('哥伦比亚 慧兰 粉红波旁');
    expect(product.slug).toMatch(/^colombia-huila-test-\d+$/);
    expect(product.variants.map((v: { stock: number }) => v.stock)).toEqual([12, 3]);
    expect(product.variants[0].options[0].value_cn).toBe('200克');

    const found = await t.call('product_get', { keyword: '粉紅波旁' });
    expect(found.body.products.map((p: { id: number }) => p.id)).toEqual([product.product_id]);
    const simplified = await t.call('product_get', { keyword: '粉红' });
    expect(simplified.body.products.map((p: { id: number }) => p.id)).toContain(product.product_id);
    const detail = await t.call('product_detail_get', { product_id: product.product_id });
    expect(detail.body.product.variants[1]).toMatchObject({
      retail_price: 598,
      sale_price: 538.2,
      discount: 10,
    });

    const audit = await auditOf(t, 'product', product.product_id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ action: 'product.create', before: null });
  });

  it('updates a product in place: removed variants go, kept ones keep their stock, hiding takes it off the shop', async () => {
    const created = (await save(newProduct(categoryId))).body.product;
    const [first, second] = created.variants;
    const { stock: _stock, ...kept } = first;
    const res = await save({
      ...newProduct(categoryId),
      product_id: created.product_id,
      product_name_en: 'Renamed Huila',
      active: false,
      variants: [{ ...kept, retail_price: 160, sale_price: 160 }],
    });
    expect(res.statusCode).toBe(200);
    expect(res.body.product.variants).toEqual([
      expect.objectContaining({ variant_id: first.variant_id, stock: 12, retail_price: 160 }),
    ]);
    expect(res.body.product.slug).toBe(created.slug);

    const detail = await t.call('product_detail_get', { product_id: created.product_id });
    expect(detail.statusCode).toBe(404);
    const hidden = await t.call('admin_product_list', { keyword: 'Renamed Huila', show: 'hidden' }, staff);
    expect(hidden.body.products).toEqual([
      expect.objectContaining({ product_id: created.product_id, active: false, stock: 12 }),
    ]);

    const audit = await auditOf(t, 'product', created.product_id);
    expect(audit.map((a) => a.action)).toEqual(['product.create', 'product.update']);
    expect((audit[1]!.before as { variants: unknown[] }).variants).toHaveLength(2);
    expect(second.variant_id).not.toBe(first.variant_id);
  });

  it('refuses to change the stock of a kept variant through the form', async () => {
    const created = (await save(newProduct(categoryId))).body.product;
    const res = await save({
      ...newProduct(categoryId),
      product_id: created.product_id,
      variants: [{ ...created.variants[0], stock: 99 }],
    });
    expect(res.statusCode).toBe(400);
    expect(res.body.err_message).toMatch(/stock adjustment/);
    expect(res.body.err_message_zh).toMatch(/庫存調整/);
  });

  it.each([
    ['a negative price', { retail_price: -5, sale_price: -5 }, /cannot be negative/, /負數/],
    [
      'a sale price above retail',
      { retail_price: 100, sale_price: 120 },
      /above its retail price/,
      /高於原價/,
    ],
  ])('refuses %s in both languages and writes nothing', async (_name, prices, en, zh) => {
    const body = newProduct(categoryId);
    body.variants[0] = { ...body.variants[0]!, ...prices };
    const res = await save(body);
    expect(res.statusCode).toBe(400);
    expect(res.body).toMatchObject({ status: 0, err_code: 'VALIDATION_FAILED' });
    expect(res.body.err_message).toMatch(en);
    expect(res.body.err_message_zh).toMatch(zh);
    const listed = await t.call('admin_product_list', { keyword: body.variants[0]!.sku }, staff);
    expect(listed.body.total_rows).toBe(0);
  });

  it('refuses over-long text naming the field', async () => {
    const res = await save(newProduct(categoryId, { product_name_en: 'x'.repeat(201) }));
    expect(res.statusCode).toBe(400);
    expect(res.body.err_message).toContain('product_name_en');
    expect(res.body.err_message_zh).toContain('product_name_en');
  });

  it('refuses a negative price and a sale price above retail in both languages, writing nothing', async () => {
    const negative = newProduct(categoryId);
    negative.variants[0] = { ...negative.variants[0]!, retail_price: -1, sale_price: -1 };
    const aboveRetail = newProduct(categoryId);
    aboveRetail.variants[1] = { ...aboveRetail.variants[1]!, sale_price: 700 };
    for (const body of [negative, aboveRetail]) {
      const res = await save(body);
      expect(res.statusCode).toBe(400);
      expect(res.body.err_message).toEqual(expect.any(String));
      expect(res.body.err_message_zh).toMatch(/[\u4e00-\u9fff]/);
      const listed = await t.call('admin_product_list', { keyword: body.variants[0]!.sku }, staff);
      expect(listed.body.total_rows).toBe(0);
    }
  });

  it('refuses a SKU another product uses and a category that does not exist', async () => {
    const first = (await save(newProduct(categoryId))).body.product;
    const body = newProduct(categoryId);
    body.variants[0] = { ...body.variants[0]!, sku: first.variants[0].sku };
    const taken = await save(body);
    expect(taken.statusCode).toBe(400);
    expect(taken.body.err_message_zh).toContain('已屬於另一件產品');
    const unknown = await save(newProduct(999_999));
    expect(unknown.body.err_message).toBe('A chosen category does not exist.');
  });

  it('refuses more than three option slots', async () => {
    const body = newProduct(categoryId);
    const option = body.variants[0]!.options[0]!;
    body.variants[0] = {
      ...body.variants[0]!,
      options: ['a', 'b', 'c', 'd'].map((key) => ({ ...option, key })),
    };
    expect((await save(body)).statusCode).toBe(400);
  });
});

describe('who may edit the catalog', () => {
  it('lets owners as well as staff, and refuses members and strangers', async () => {
    expect((await save(newProduct(categoryId), owner)).statusCode).toBe(200);
    const member = await save(newProduct(categoryId), await memberAuth(t));
    expect(member).toMatchObject({ statusCode: 401, body: { err_code: 'STAFF_ONLY' } });
    expect((await t.call('admin_product_list', {})).statusCode).toBe(401);
  });
});

describe('the seeded catalog', () => {
  it('saves every seeded product back unchanged, so staff can edit any of them', async () => {
    const list = await t.call('admin_product_list', { limit: 999 }, staff);
    expect(list.body.total_rows).toBeGreaterThan(20);
    for (const row of list.body.products) {
      const { product } = (await t.call('admin_product_get', { product_id: row.product_id }, staff)).body;
      const res = await save({
        ...product,
        variants: product.variants.map(({ stock: _s, ...v }: { stock: number }) => v),
      });
      expect(res.body, product.slug).toMatchObject({ status: 1, product });
    }
  });
});

describe('admin_product_get', () => {
  it('opens a hidden product for editing and answers 404 for an unknown one', async () => {
    const created = (await save(newProduct(categoryId, { active: false }))).body.product;
    const res = await t.call('admin_product_get', { product_id: created.product_id }, staff);
    expect(res.body.product).toEqual(created);
    const missing = await t.call('admin_product_get', { product_id: 999_999 }, staff);
    expect(missing).toMatchObject({ statusCode: 404, body: { err_message_zh: '找不到這件產品。' } });
  });
});

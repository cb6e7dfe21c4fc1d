import { beforeAll, describe, expect, it } from 'vitest';
import { auditOf, consolePerFile } from '../admin.test-kit.ts';
import { anyCategoryId, newProduct } from './catalog-admin.test-kit.ts';

let categoryId: number;
const { t, staff } = consolePerFile();
beforeAll(async () => {
  categoryId = await anyCategoryId(t);
});

async function variantWithStock(stock: number) {
  const body = newProduct(categoryId);
  body.variants[0] = { ...body.variants[0]!, stock };
  const res = await t.call('admin_product_save', body, staff);
  return res.body.product.variants[0] as { variant_id: number; sku: string };
}

const adjust = (variant_id: number, change: number, reason = 'Delivery from the roastery') =>
  t.call('admin_stock_adjust', { variant_id, change, reason }, staff);

describe('admin_stock_adjust', () => {
  it('adds and removes stock, the shop sees it, and the audit log keeps each reason', async () => {
    const v = await variantWithStock(5);
    expect((await adjust(v.variant_id, 20)).body).toMatchObject({ status: 1, stock: 25 });
    expect((await adjust(v.variant_id, -2, 'Two bags split in the store')).body.stock).toBe(23);

    const listed = await t.call('product_get', { keyword: v.sku });
    expect(listed.body.products[0].variants[0].inventory).toBe(23);
    const audit = await auditOf(t, 'variant', v.variant_id);
    expect(audit.map((a) => a.after)).toEqual([
      { sku: v.sku, stock: 25, change: 20, reason: 'Delivery from the roastery' },
      { sku: v.sku, stock: 23, change: -2, reason: 'Two bags split in the store' },
    ]);
    expect(audit[0]!.before).toEqual({ sku: v.sku, stock: 5 });
  });

  it('refuses to take stock below zero, saying how many are left, and changes nothing', async () => {
    const v = await variantWithStock(3);
    const res = await adjust(v.variant_id, -4);
    expect(res).toMatchObject({
      statusCode: 400,
      body: { err_message: 'Only 3 in stock: cannot remove 4.' },
    });
    expect(res.body.err_message_zh).toBe('庫存只有 3 件，不能減少 4 件。');
    expect(await auditOf(t, 'variant', v.variant_id)).toHaveLength(0);
  });

  it('needs a reason and a change other than zero, and a variant that exists', async () => {
    const v = await variantWithStock(3);
    expect((await adjust(v.variant_id, 1, '  ')).statusCode).toBe(400);
    expect((await adjust(v.variant_id, 0)).statusCode).toBe(400);
    expect((await adjust(999_999, 1)).statusCode).toBe(404);
  });

  it('loses no change and never goes below zero when many staff adjust at once', async () => {
    const v = await variantWithStock(10);
    const results = await Promise.all(
      Array.from({ length: 16 }, () => adjust(v.variant_id, -1, 'Shelf count')),
    );
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(10);
    expect(results.every((r) => r.statusCode === 200 || r.statusCode === 400 || r.statusCode === 409)).toBe(
      true,
    );
    const product = await t.call('product_get', { keyword: v.sku });
    expect(product.body.products[0].variants[0].inventory).toBe(0);
    expect(await auditOf(t, 'variant', v.variant_id)).toHaveLength(10);
  });
});

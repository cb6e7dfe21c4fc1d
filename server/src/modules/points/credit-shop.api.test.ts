import { describe, expect, it } from 'vitest';
import { appPerFile, expectError } from '../../../test/test-app.ts';
import { creditExchangeOptions } from './points.tables.ts';

const t = appPerFile();

const fromAmounts = (body: { credit_products: { from_amount: number }[] }) =>
  body.credit_products.map((p) => p.from_amount);

describe('credit_product_get', () => {
  it('lists the Beans → credit options in the shop’s order, with the total', async () => {
    const res = await t.call('credit_product_get', {
      sort_by: 'default',
      point_type_from: 17,
      point_type_to: 18,
      limit: 15,
      offset: 0,
    });
    expect(res.statusCode).toBe(200);
    expect(res.body.total_rows).toBe(4);
    expect(fromAmounts(res.body)).toEqual([500, 1_000, 2_000, 5_000]);
    expect(res.body.credit_products[1]).toEqual({
      id: expect.any(Number),
      name_en: '$12.00 credit',
      name_zh: '$12.00 購物額',
      thumbnail: '/media/art/credit-beans-2.svg',
      point_type_from: 17,
      point_type_to: 18,
      from_amount: 1_000,
      to_amount: 12,
    });
  });

  it('sorts by the Beans cost both ways and pages with the total unchanged', async () => {
    const high = await t.call('credit_product_get', { sort_by: 'price_high_low', limit: 2, offset: 0 });
    expect(fromAmounts(high.body)).toEqual([5_000, 2_000]);
    expect(high.body.total_rows).toBe(4);
    const low = await t.call('credit_product_get', { sort_by: 'price_low_high', limit: 2, offset: 2 });
    expect(fromAmounts(low.body)).toEqual([2_000, 5_000]);
  });

  it('filters by point types and hides inactive options', async () => {
    const none = await t.call('credit_product_get', { point_type_from: 18, point_type_to: 17 });
    expect(none.body).toEqual({ status: 1, credit_products: [], total_rows: 0 });
    await t.db.insert(creditExchangeOptions).values({
      nameEn: 'Retired',
      nameZh: '已停用',
      pointTypeFrom: 17,
      pointTypeTo: 18,
      fromAmount: 100,
      toAmount: 1,
      active: false,
    });
    const all = await t.call('credit_product_get', { sort_by: '', point_type_from: '', point_type_to: '' });
    expect(all.body.total_rows).toBe(4);
  });

  it('refuses an unknown sort order, naming the field', async () => {
    const res = await t.call('credit_product_get', { sort_by: 'newest' });
    expectError(res, 400, 'VALIDATION_FAILED');
    expect(res.body.err_message).toContain('sort_by');
  });
});

describe('cash_credit_product_get', () => {
  it("lists credit packs with their price and credit, named in the shop's money format, sorted by price", async () => {
    const res = await t.call('cash_credit_product_get', { sort_by: 'price_high_low', point_type_id: 18 });
    expect(res.statusCode).toBe(200);
    expect(res.body.total_rows).toBe(3);
    expect(res.body.cash_credit_products.map((p: { price: number }) => p.price)).toEqual([1_000, 500, 200]);
    expect(res.body.cash_credit_products[2]).toEqual({
      id: expect.any(Number),
      name_en: '$210.00 credit for $200.00',
      name_zh: expect.stringContaining('購物額'),
      thumbnail: expect.stringMatching(/^\/media\/art\/credit-cash-\d\.svg$/),
      point_type_id: 18,
      price: 200,
      credit_amount: 210,
      variant_id: expect.any(Number),
    });
    const paged = await t.call('cash_credit_product_get', { sort_by: 'price_low_high', limit: 1, offset: 1 });
    expect(paged.body.cash_credit_products.map((p: { price: number }) => p.price)).toEqual([500]);
    expect(paged.body.total_rows).toBe(3);
  });
});

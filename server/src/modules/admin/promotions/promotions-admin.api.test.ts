import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { cashCreditProducts, variants } from '../../../db/schema.ts';
import { makeProduct, newAccessToken, newMember, shopper } from '../../cart/testing.ts';
import { auditOf, consolePerFile } from '../admin.test-kit.ts';

const { t, owner, staff } = consolePerFile();

const coupon = (over: Record<string, unknown> = {}) => ({
  code: `TYPHOON${Math.floor(Math.random() * 1e6)}`,
  kind: 'percent',
  value: 15,
  max_discount: 50,
  min_subtotal: 100,
  starts_at: null,
  ends_at: null,
  usage_limit: 100,
  per_member_limit: 1,
  category_id: null,
  description_en: 'Stay-home typhoon treat',
  description_zh: '颱風留家優惠',
  active: true,
  ...over,
});

/** A signed-in member's cart holding one product of the given price (cents). */
async function memberCartWith(retailCents: number) {
  const member = await newMember(t);
  const cart = shopper(t, await newAccessToken(t), member.token);
  const { variantId } = await makeProduct(t, { retailCents, inventory: 5 });
  await cart('cart_add_product', { product_id: variantId, quantity: 1 });
  return cart;
}

describe('coupons', () => {
  it('creates a coupon a shopper can apply at once, with its usage shown and an audit row', async () => {
    const body = coupon();
    const res = await t.call('admin_coupon_save', body, owner);
    expect(res.body.coupon).toMatchObject({ code: body.code, times_used: 0, discount_given: 0, value: 15 });

    const cart = await memberCartWith(20_000);
    const applied = await cart('cart_coupon_code_apply', { coupon_code: body.code.toLowerCase() });
    expect(applied.body).toMatchObject({ coupon_code: body.code, coupon_discount: 30 });

    const listed = (await t.call('admin_promotions_get', {}, owner)).body.coupons;
    expect(listed.find((c: { id: number }) => c.id === res.body.coupon.id)).toMatchObject({
      usage_limit: 100,
      per_member_limit: 1,
    });
    expect((await auditOf(t, 'coupon', res.body.coupon.id))[0]).toMatchObject({ action: 'coupon.create' });
  });

  it('stores a fixed coupon in cents and edits it; withdrawing it stops it at once', async () => {
    const created = (await t.call('admin_coupon_save', coupon({ kind: 'fixed', value: 30.5 }), owner)).body
      .coupon;
    expect(created.value).toBe(30.5);
    const off = await t.call(
      'admin_coupon_save',
      { ...coupon({ code: created.code, kind: 'fixed', value: 30.5 }), id: created.id, active: false },
      owner,
    );
    expect(off.body.coupon.active).toBe(false);
    const cart = await memberCartWith(20_000);
    const refused = await cart('cart_coupon_code_apply', { coupon_code: created.code });
    expect(refused).toMatchObject({ statusCode: 400, body: { err_code: 'COUPON_INVALID' } });
  });

  it.each([
    ['a percent above 100', { value: 120 }, 'A percent coupon takes a whole percent from 1 to 100.'],
    [
      'an end before the start',
      { starts_at: '2027-01-02T00:00:00Z', ends_at: '2027-01-01T00:00:00Z' },
      'A coupon must end after it starts.',
    ],
    ['a fixed coupon of nothing', { kind: 'fixed', value: 0 }, 'A fixed coupon must take something off.'],
  ])('refuses %s in both languages', async (_name, over, message) => {
    const res = await t.call('admin_coupon_save', coupon(over), owner);
    expect(res).toMatchObject({ statusCode: 400, body: { err_message: message } });
    expect(res.body.err_message_zh).toMatch(/優惠券/);
  });

  it('refuses a code that exists in another case, a negative minimum, and staff who are not owners', async () => {
    const first = coupon();
    await t.call('admin_coupon_save', first, owner);
    const again = await t.call('admin_coupon_save', coupon({ code: first.code.toLowerCase() }), owner);
    expect(again).toMatchObject({
      statusCode: 409,
      body: { err_message: `The code ${first.code} is already used.` },
    });
    expect((await t.call('admin_coupon_save', coupon({ min_subtotal: -1 }), owner)).statusCode).toBe(400);
    expect((await t.call('admin_coupon_save', coupon(), staff)).body.err_code).toBe('OWNER_ONLY');
    expect((await t.call('admin_promotions_get', {}, staff)).body.err_code).toBe('OWNER_ONLY');
  });
});

describe('free gift, exchange options and cash credit packs', () => {
  it('changes the free-gift threshold and the cart follows it', async () => {
    const [rule] = (await t.call('admin_promotions_get', {}, owner)).body.gift_rules;
    const res = await t.call('admin_gift_rule_save', { ...rule, min_subtotal: 50 }, owner);
    expect(res.body.gift_rule).toMatchObject({ min_subtotal: 50, gift_sku: rule.gift_sku });
    const cart = shopper(t, await newAccessToken(t));
    const { variantId } = await makeProduct(t, { retailCents: 6_000, inventory: 5 });
    const added = await cart('cart_add_product', { product_id: variantId, quantity: 1 });
    const skus = JSON.stringify(added.body);
    expect(skus).toContain(rule.gift_sku);
    const missing = await t.call('admin_gift_rule_save', { ...rule, gift_variant_id: 999_999 }, owner);
    expect(missing.body.err_message).toBe('The gift variant does not exist.');
  });

  it('adds an exchange option the credit shop lists', async () => {
    const option = {
      name_en: 'HK$20 credit',
      name_zh: '港幣20元積分',
      from_amount: 200,
      to_amount: 20,
      active: true,
    };
    const res = await t.call('admin_exchange_option_save', option, owner);
    expect(res.statusCode).toBe(200);
    const shop = await t.call('credit_product_get');
    expect(shop.body.credit_products.map((p: { id: number }) => p.id)).toContain(res.body.exchange_option.id);
    expect(
      (await t.call('admin_exchange_option_save', { ...option, from_amount: 0 }, owner)).statusCode,
    ).toBe(400);
  });

  it('re-prices a cash credit pack and the cart charges the new price; packs stay out of the product list', async () => {
    const [pack] = (await t.call('admin_promotions_get', {}, owner)).body.cash_credit_products;
    const res = await t.call('admin_cash_credit_save', { ...pack, price: pack.price + 1 }, owner);
    expect(res.body.cash_credit_product.price).toBe(pack.price + 1);
    const listed = (await t.call('cash_credit_product_get')).body;
    expect(JSON.stringify(listed)).toContain(String(pack.price + 1));
    const created = await t.call(
      'admin_cash_credit_save',
      {
        name_en: 'HK$1,000 credit',
        name_zh: '港幣1,000元積分',
        price: 950,
        credit_amount: 1000,
        active: true,
      },
      owner,
    );
    expect(created.statusCode).toBe(200);
    const products = (await t.call('admin_product_list', { keyword: 'credit', limit: 999 }, owner)).body
      .products;
    expect(products.some((p: { slug: string }) => p.slug.startsWith('credit-pack-'))).toBe(false);
    expect((await auditOf(t, 'cash_credit', pack.id))[0]).toMatchObject({
      action: 'cash_credit.update',
      before: pack,
    });

    const [row] = await t.db
      .select({ productId: variants.productId })
      .from(cashCreditProducts)
      .innerJoin(variants, eq(variants.id, cashCreditProducts.variantId))
      .where(eq(cashCreditProducts.id, pack.id));
    const { product } = (await t.call('admin_product_get', { product_id: row!.productId }, owner)).body;
    const cheap = product.variants.map(({ stock: _s, ...v }: { stock: number }) => ({
      ...v,
      retail_price: 1,
      sale_price: 1,
    }));
    const edit = await t.call('admin_product_save', { ...product, variants: cheap }, owner);
    expect(edit.body.err_message).toBe('This is a cash credit pack: change it with the promotions.');
  });
});

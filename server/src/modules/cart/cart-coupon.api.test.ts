import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, expectError, type TestApp } from '../../../test/test-app.ts';
import { categories } from '../../db/schema.ts';
import { unique } from '../members/testing.ts';
import { makeProduct, newAccessToken, newMember, shopper } from './cart.test-kit.ts';
import { coupons } from './coupons.tables.ts';

let t: TestApp;
let hongKongId: number;
beforeAll(async () => {
  t = await createTestApp();
  const countries = (await t.call('delivery_country_get')).body.delivery_countries;
  hongKongId = countries.find((c: { name_en: string }) => c.name_en === 'Hong Kong').id;
});
afterAll(() => t.close());

const DAY = 86_400_000;

/** A member's cart holding the given products (HK$ each, quantity 1). */
async function memberCart(...lines: { retailCents: number; categorySlug?: string }[]) {
  const member = await newMember(t);
  const cart = shopper(t, await newAccessToken(t), member.token);
  for (const line of lines)
    await cart('cart_add_product', { product_id: (await makeProduct(t, line)).variantId });
  return cart;
}

async function makeCoupon(values: Partial<typeof coupons.$inferInsert>): Promise<string> {
  const code = `TEST${unique()}`;
  await t.db.insert(coupons).values({ code, kind: 'fixed', value: 1_000, ...values });
  return code;
}

describe('coupons', () => {
  it('take a percent off, matched without regard to case, up to the cap', async () => {
    const cart = await memberCart({ retailCents: 40_000 });
    const res = await cart('cart_coupon_code_apply', { coupon_code: 'welcome10' });
    expect(res.body).toMatchObject({ coupon_code: 'WELCOME10', coupon_discount: 40, total: 360 });
    const big = await memberCart({ retailCents: 250_000 });
    expect((await big('cart_coupon_code_apply', { coupon_code: 'WELCOME10' })).body.coupon_discount).toBe(
      100,
    );
  });

  it('take a fixed amount off, and can be removed', async () => {
    const cart = await memberCart({ retailCents: 45_000 });
    expect((await cart('cart_coupon_code_apply', { coupon_code: 'SAVE50' })).body).toMatchObject({
      coupon_discount: 50,
      total: 400,
    });
    expect((await cart('cart_coupon_code_remove')).body).toMatchObject({
      coupon_code: '',
      coupon_discount: 0,
      total: 450,
    });
  });

  it('waive the shipping fee for free shipping', async () => {
    const cart = await memberCart({ retailCents: 25_000 });
    const res = await cart('cart_coupon_code_apply', {
      coupon_code: 'FREESHIP',
      delivery_country_id: hongKongId,
    });
    expect(res.body).toMatchObject({
      coupon_code: 'FREESHIP',
      coupon_discount: 0,
      shipping_fee: 0,
      total: 250,
    });
  });

  it('are one per cart: a new code replaces the old one', async () => {
    const cart = await memberCart({ retailCents: 45_000 });
    await cart('cart_coupon_code_apply', { coupon_code: 'SAVE50' });
    expect((await cart('cart_coupon_code_apply', { coupon_code: 'WELCOME10' })).body).toMatchObject({
      coupon_code: 'WELCOME10',
      coupon_discount: 45,
    });
  });

  it('name what is missing when the subtotal is too low, and wait attached when the cart shrinks', async () => {
    const cart = await memberCart({ retailCents: 20_000 });
    const low = await cart('cart_coupon_code_apply', { coupon_code: 'WELCOME10' });
    expectError(low, 409, 'COUPON_NOT_APPLICABLE');
    expect(low.body.err_message).toContain('HK$100');
    const extra = await makeProduct(t, { retailCents: 20_000 });
    await cart('cart_add_product', { product_id: extra.variantId });
    expect((await cart('cart_coupon_code_apply', { coupon_code: 'WELCOME10' })).body.coupon_discount).toBe(
      40,
    );
    const shrunk = await cart('cart_remove_product', { product_id: extra.variantId });
    expect(shrunk.body).toMatchObject({ coupon_code: 'WELCOME10', coupon_discount: 0, total: 200 });
    expect(shrunk.body.messages).toMatchObject([{ code: 'COUPON_NOT_APPLIED' }]);
  });

  it('refuse unknown, expired, not yet started and withdrawn codes with 400', async () => {
    const cart = await memberCart({ retailCents: 50_000 });
    const now = Date.now();
    const codes = [
      'NO-SUCH-CODE',
      await makeCoupon({ endsAt: new Date(now - DAY) }),
      await makeCoupon({ startsAt: new Date(now + DAY) }),
      await makeCoupon({ active: false }),
    ];
    for (const coupon_code of codes)
      expectError(await cart('cart_coupon_code_apply', { coupon_code }), 400, 'COUPON_INVALID');
  });

  it('scoped to a category discount only its lines, and a top category covers its sub-categories', async () => {
    const cart = await memberCart(
      { retailCents: 10_000, categorySlug: 'drip-bags' },
      { retailCents: 30_000 },
    );
    const drip = await cart('cart_coupon_code_apply', { coupon_code: 'DRIP15' });
    expect(drip.body.coupon_discount).toBe(15);
    const none = await memberCart({ retailCents: 10_000 });
    expectError(
      await none('cart_coupon_code_apply', { coupon_code: 'DRIP15' }),
      409,
      'COUPON_NOT_APPLICABLE',
    );

    const originsCode = await makeCoupon({
      kind: 'percent',
      value: 50,
      categoryId: await categoryId('single-origins'),
    });
    const african = await memberCart({ retailCents: 10_000, categorySlug: 'africa' });
    expect((await african('cart_coupon_code_apply', { coupon_code: originsCode })).body.coupon_discount).toBe(
      50,
    );
  });
});

async function categoryId(slug: string): Promise<number> {
  const [row] = await t.db.select({ id: categories.id }).from(categories).where(eq(categories.slug, slug));
  return row!.id;
}

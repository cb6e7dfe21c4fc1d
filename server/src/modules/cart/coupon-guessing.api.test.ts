import { describe, expect, it } from 'vitest';
import { appPerFile, expectError } from '../../../test/test-app.ts';
import { unique } from '../members/testing.ts';
import { makeProduct, newAccessToken, newMember, shopper } from './cart.test-kit.ts';
import { COUPON_ATTEMPTS } from './coupon-attempts.ts';
import { couponAssignments, coupons } from './coupons.tables.ts';

const t = appPerFile();

/** A member with one line in a cart of their own. */
async function memberWithCart(accessToken?: string) {
  const member = await newMember(t);
  const cart = shopper(t, accessToken ?? (await newAccessToken(t)), member.token);
  await cart('cart_add_product', { product_id: (await makeProduct(t, { retailCents: 30_000 })).variantId });
  return { ...member, cart };
}

async function makeCoupon(values: Partial<typeof coupons.$inferInsert> = {}) {
  const code = `GIFT${unique()}`;
  const [row] = await t.db
    .insert(coupons)
    .values({ code, kind: 'fixed', value: 1_000, ...values })
    .returning({ id: coupons.id });
  return { code, id: row!.id };
}

/** The answer with the code the shopper typed taken out, to compare two refusals word for word. */
const withoutCode = (body: Record<string, unknown>, code: string) =>
  JSON.parse(JSON.stringify(body).replaceAll(code, '<code>'));

describe('coupon guessing', () => {
  it('answers a code given to someone else exactly as a code that does not exist', async () => {
    const owner = await newMember(t);
    const coupon = await makeCoupon({ assignedOnly: true });
    await t.db.insert(couponAssignments).values({ couponId: coupon.id, memberId: owner.id });
    const { cart } = await memberWithCart();

    const lowerCase = coupon.code.toLowerCase();
    const notYours = await cart('cart_coupon_code_apply', { coupon_code: lowerCase });
    const unknownCode = `NOPE${unique()}`.toLowerCase();
    const unknown = await cart('cart_coupon_code_apply', { coupon_code: unknownCode });
    expectError(notYours, 400, 'COUPON_INVALID');
    expect(notYours.statusCode).toBe(unknown.statusCode);
    expect(withoutCode(notYours.body, lowerCase)).toEqual(withoutCode(unknown.body, unknownCode));
    // The code is echoed as typed, never in the stored letters' case.
    expect(JSON.stringify(notYours.body)).not.toContain(coupon.code);

    const switchedOff = await makeCoupon({ active: false });
    const off = await cart('cart_coupon_code_apply', { coupon_code: switchedOff.code });
    expect(withoutCode(off.body, switchedOff.code)).toEqual(withoutCode(unknown.body, unknownCode));
  });

  it(`refuses the ${COUPON_ATTEMPTS + 1}th refused code of a member with 429 and retry_after, even a good one, on any cart`, async () => {
    const member = await memberWithCart();
    for (let i = 0; i < COUPON_ATTEMPTS; i += 1)
      expectError(
        await member.cart('cart_coupon_code_apply', { coupon_code: `GUESS${i}X` }),
        400,
        'COUPON_INVALID',
      );

    const good = await makeCoupon();
    const limited = await member.cart('cart_coupon_code_apply', { coupon_code: good.code });
    expectError(limited, 429, 'RATE_LIMITED');
    expect(limited.body.retry_after).toBeGreaterThan(0);
    expect(limited.body.retry_after).toBeLessThanOrEqual(15 * 60);

    const otherDevice = shopper(t, await newAccessToken(t), member.token);
    expectError(await otherDevice('cart_coupon_code_apply', { coupon_code: good.code }), 429, 'RATE_LIMITED');
    // The cart itself still works and holds no coupon.
    const cart = await member.cart('cart_get');
    expect(cart.body).toMatchObject({ status: 1, coupon_code: '' });
  });

  it('counts refused codes per cart token too, so a fresh account on the same cart keeps the count', async () => {
    const accessToken = await newAccessToken(t);
    const first = await memberWithCart(accessToken);
    for (let i = 0; i < COUPON_ATTEMPTS; i += 1)
      await first.cart('cart_coupon_code_apply', { coupon_code: `TRY${i}Y` });
    const second = shopper(t, accessToken, (await newMember(t)).token);
    const res = await second('cart_coupon_code_apply', { coupon_code: 'WELCOME10' });
    expectError(res, 429, 'RATE_LIMITED');
    expect(res.body.retry_after).toBeGreaterThan(0);
  });

  it('never limits a shopper whose codes apply', async () => {
    const { cart } = await memberWithCart();
    const good = await makeCoupon();
    for (let i = 0; i < COUPON_ATTEMPTS + 2; i += 1) {
      const res = await cart('cart_coupon_code_apply', { coupon_code: good.code });
      expect(res.body).toMatchObject({ status: 1, coupon_code: good.code, coupon_discount: 10 });
    }
  });
});

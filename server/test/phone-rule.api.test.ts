import { beforeAll, describe, expect, it } from 'vitest';
import { makeProduct, newAccessToken, shopper } from '../src/modules/cart/testing.ts';
import { callAs, callFrom, freshIp, registerBody, uniquePhone } from '../src/modules/members/testing.ts';
import { billing, deliveryOrder, pickupOrder, shopPerFile } from '../src/modules/orders/testing.ts';
import { expectError } from './test-app.ts';

/** The one phone rule (contract/src/phone-number.ts) where the server applies it: checkout and the account. */

const { t, shop } = shopPerFile();
let taiwanId: number;
beforeAll(async () => {
  const countries = (await t.call('country_get')).body.countries as { id: number; iso_code: string }[];
  taiwanId = countries.find((c) => c.iso_code === 'TW')!.id;
});

async function guestCart() {
  const cart = shopper(t, await newAccessToken(t));
  const { variantId } = await makeProduct(t, { retailCents: 10_000, inventory: 20 });
  await cart('cart_add_product', { product_id: variantId, quantity: 1 });
  return cart;
}

/** Typed the way a Chinese keyboard gives it: full-width digits and an ideographic space. */
const FULL_WIDTH = '９１２３　４５６７';

describe('checkout', () => {
  it('refuses a Hong Kong phone of 7 or 9 digits or a fixed line, naming the field in both languages', async () => {
    const cart = await guestCart();
    for (const phone of ['9123456', '912345678', '21234567']) {
      const refused = await cart('order_create', pickupOrder(shop, { billing: billing({ phone }) }));
      expectError(refused, 400, 'VALIDATION_FAILED');
      expect(refused.body.err_message).toContain('billing.phone');
      expect(refused.body.err_message).toContain('8 digits');
      expect(refused.body.err_message_zh).toContain('8 位數字');
    }
  });

  it('takes full-width digits and keeps the plain number on the order', async () => {
    const cart = await guestCart();
    const placed = await cart('order_create', pickupOrder(shop, { billing: billing({ phone: FULL_WIDTH }) }));
    expect(placed.statusCode).toBe(200);
    const detail = await t.call('order_detail_get', { order_token: placed.body.order_token });
    expect(detail.body.order.phone).toBe('91234567');
  });

  it('holds the recipient of a Hong Kong delivery to the rule, and a billing address abroad to its own', async () => {
    const cart = await guestCart();
    const shortRecipient = deliveryOrder(shop);
    shortRecipient.shipping = { ...shortRecipient.shipping, phone: '6123456' };
    const refused = await cart('order_create', shortRecipient);
    expectError(refused, 400, 'VALIDATION_FAILED');
    expect(refused.body.err_message).toContain('shipping.phone');
    const abroad = pickupOrder(shop, { billing: billing({ phone: '912345678', country_id: taiwanId }) });
    expect((await cart('order_create', abroad)).statusCode).toBe(200);
  });
});

describe('the account', () => {
  it('refuses to register a Hong Kong phone of the wrong length, in both languages', async () => {
    for (const phone_number of ['9123456', '912345678']) {
      const refused = await callFrom(t, freshIp(), 'register', registerBody({ phone_number }));
      expectError(refused, 400, 'VALIDATION_FAILED');
      expect(refused.body.err_message).toContain('phone_number');
      expect(refused.body.err_message_zh).toContain('香港手提電話號碼');
    }
  });

  it('registers full-width digits as the plain number, and a longer number for another country', async () => {
    const phone = uniquePhone();
    const wide = phone.replace(/\d/g, (d) => String.fromCharCode(0xff10 + Number(d)));
    const made = await callFrom(t, freshIp(), 'register', registerBody({ phone_number: wide }));
    expect(made.statusCode).toBe(200);
    const profile = await callAs(t, made.body.token, 'profile_get');
    expect(profile.body.profile.phone).toBe(phone);
    const taiwanese = registerBody({ phone_number: `9${uniquePhone()}`, country_id: taiwanId });
    expect((await callFrom(t, freshIp(), 'register', taiwanese)).statusCode).toBe(200);
  });

  it('sends sign-in and proof codes only to a Hong Kong mobile', async () => {
    expectError(await callFrom(t, freshIp(), 'otp_get', { phone: '9123456' }), 400, 'VALIDATION_FAILED');
    expectError(await callFrom(t, freshIp(), 'otp_get', { phone: '21234567' }), 400, 'VALIDATION_FAILED');
    expect((await callFrom(t, freshIp(), 'otp_get', { phone: FULL_WIDTH })).statusCode).toBe(200);
    const member = await callFrom(t, freshIp(), 'register', registerBody());
    const send = (phone: string) => callAs(t, member.body.token, 'phone_verify_send', { phone });
    expectError(await send('912345678'), 400, 'VALIDATION_FAILED');
    expect((await send(uniquePhone())).statusCode).toBe(200);
  });
});

import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { memberSessions, members } from '../db/schema.ts';
import { grantCredit, makeProduct, newAccessToken, shopper } from '../modules/cart/testing.ts';
import { bearer, callFrom, freshIp, registerBody } from '../modules/members/testing.ts';
import { billing, orders, pickupOrder, shopPerFile } from '../modules/orders/testing.ts';
import { ledgerSum, POINT_TYPE } from '../modules/points/testing.ts';

const { t, shop } = shopPerFile();

/** A member with an address-bearing order paid partly with credit, so every kind of data exists. */
async function memberWithOrder() {
  const body = registerBody({ receive_marketing: true });
  const signedUp = await callFrom(t, freshIp(), 'register', body);
  const member = {
    id: signedUp.body.user.id as number,
    email: body.email,
    auth: bearer(signedUp.body.token),
  };
  await grantCredit(t, member.id, 50);
  const cart = shopper(t, await newAccessToken(t), signedUp.body.token);
  await cart('cart_add_product', { product_id: (await makeProduct(t, { retailCents: 30_000 })).variantId });
  await cart('cart_credit_apply', { points_to_burn: [{ point_type_id: POINT_TYPE.credit, amount: 50 }] });
  const placed = await cart(
    'order_create',
    pickupOrder(shop, {
      billing: billing({
        first_name: 'Wing',
        last_name: 'Ho',
        email: body.email,
        phone: '62345678',
        additional_info: 'Ring twice',
      }),
    }),
  );
  expect(placed.statusCode).toBe(200);
  return {
    ...member,
    phone: body.phone_number,
    password: body.password,
    orderNumber: placed.body.order_number,
  };
}

describe('personal data download', () => {
  it('holds the member’s profile, orders, ledger and consents, and nobody else’s', async () => {
    const member = await memberWithOrder();
    const other = await memberWithOrder();
    const res = await t.call('personal_data_get', {}, member.auth);
    expect(res.statusCode).toBe(200);
    const data = res.body;
    expect(data.profile).toMatchObject({
      member_id: member.id,
      email: member.email,
      receive_marketing: true,
    });
    expect(data.orders.map((o: { order_number: string }) => o.order_number)).toEqual([member.orderNumber]);
    expect(data.orders[0]).toMatchObject({ first_name: 'Wing', additional_info: 'Ring twice' });
    expect(data.point_transactions.map((p: { amount: number }) => p.amount).sort()).toEqual([-50, 50]);
    expect(data.marketing_consents).toMatchObject([{ granted: true, source: 'sign_up' }]);
    const text = JSON.stringify(data);
    expect(text).not.toContain(other.email);
    expect(text).not.toContain(other.orderNumber);
    expect((await t.call('personal_data_get', {})).statusCode).toBe(401);
  });
});

describe('account deletion', () => {
  it('anonymises the member and their orders, keeps totals and ledgers, ends sessions, frees the email', async () => {
    const member = await memberWithOrder();
    const [orderBefore] = await t.db.select().from(orders).where(eq(orders.orderNumber, member.orderNumber));
    const creditBefore = await ledgerSum(t, member.id, POINT_TYPE.credit);

    const refused = await t.call('account_delete', { confirm: false }, member.auth);
    expect(refused.statusCode).toBe(400);

    const res = await t.call('account_delete', { confirm: true }, member.auth);
    expect(res.body).toMatchObject({ status: 1 });
    expect(res.body.message_zh).toMatch(/[\u4e00-\u9fff]/);

    expect((await t.call('profile_get', {}, member.auth)).statusCode).toBe(401);
    expect(await t.db.select().from(memberSessions).where(eq(memberSessions.memberId, member.id))).toEqual(
      [],
    );
    const [row] = await t.db.select().from(members).where(eq(members.id, member.id));
    expect(row).toMatchObject({
      email: null,
      phone: null,
      firstName: '',
      lastName: '',
      passwordHash: null,
      receiveMarketing: false,
    });
    expect(row!.deletedAt).not.toBeNull();

    const [orderAfter] = await t.db.select().from(orders).where(eq(orders.orderNumber, member.orderNumber));
    expect(orderAfter).toMatchObject({
      memberId: member.id,
      totalCents: orderBefore!.totalCents,
      cashCents: orderBefore!.cashCents,
      creditCents: orderBefore!.creditCents,
      additionalInfo: '',
    });
    expect(orderAfter!.billing).toMatchObject({ firstName: 'Deleted', email: '', phone: '', address: '' });
    expect(JSON.stringify(orderAfter)).not.toContain(member.email);
    expect(await ledgerSum(t, member.id, POINT_TYPE.credit)).toBe(creditBefore);

    const login = await callFrom(t, freshIp(), 'login', { email: member.email, password: member.password });
    expect(login.statusCode).toBe(401);
    const again = await callFrom(
      t,
      freshIp(),
      'register',
      registerBody({ email: member.email, phone_number: member.phone }),
    );
    expect(again.statusCode).toBe(200);
    expect(again.body.user.id).not.toBe(member.id);
  });

  it('run twice at once deletes once and leaves no half-done account', async () => {
    const member = await memberWithOrder();
    const answers = await Promise.all([
      t.call('account_delete', { confirm: true }, member.auth),
      t.call('account_delete', { confirm: true }, member.auth),
    ]);
    expect(answers.map((a) => a.statusCode).every((s) => s === 200 || s === 401)).toBe(true);
    expect(answers.some((a) => a.statusCode === 200)).toBe(true);
    const [row] = await t.db.select().from(members).where(eq(members.id, member.id));
    expect(row).toMatchObject({ email: null, phone: null });
    const [order] = await t.db.select().from(orders).where(eq(orders.orderNumber, member.orderNumber));
    expect(order!.billing.email).toBe('');
  });
});

import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { expectError, filledBeforeTests } from '../../../../test/test-app.ts';
import { couponAssignments } from '../../../db/schema.ts';
import { makeProduct, newAccessToken, newMember, shopper } from '../../cart/testing.ts';
import { bearer } from '../../members/testing.ts';
import { pickupOrder, shopLookups } from '../../orders/testing.ts';
import { auditOf, consolePerFile } from '../admin.test-kit.ts';

const { t, owner, staff } = consolePerFile();
const shop = filledBeforeTests(() => shopLookups(t));

/** An assigned-only coupon taking HK$20 off, made through the console. */
async function assignedOnlyCoupon() {
  const res = await t.call(
    'admin_coupon_save',
    {
      code: `VIP${Math.floor(Math.random() * 1e6)}`,
      kind: 'fixed',
      value: 20,
      max_discount: null,
      min_subtotal: 0,
      starts_at: null,
      ends_at: null,
      usage_limit: null,
      per_member_limit: null,
      category_id: null,
      description_en: 'For our regulars',
      description_zh: '熟客優惠',
      active: true,
      assigned_only: true,
    },
    owner,
  );
  expect(res.statusCode).toBe(200);
  return res.body.coupon as { id: number; code: string; assigned_only: boolean; assigned_members: number };
}

async function memberWithCart() {
  const member = await newMember(t);
  const cart = shopper(t, await newAccessToken(t), member.token);
  await cart('cart_add_product', { product_id: (await makeProduct(t, { retailCents: 20_000 })).variantId });
  return { member, cart };
}

const codesOf = (res: { body: { vouchers: { code: string }[] } }) => res.body.vouchers.map((v) => v.code);

describe('vouchers assigned to members', () => {
  it('refuses an unassigned member, applies once given, lists only to that member, stops once taken back', async () => {
    const coupon = await assignedOnlyCoupon();
    expect(coupon).toMatchObject({ assigned_only: true, assigned_members: 0 });
    const { member, cart } = await memberWithCart();
    const other = await memberWithCart();

    // Answered as a code that does not exist, so guessing cannot find codes given to others.
    const refused = await cart('cart_coupon_code_apply', { coupon_code: coupon.code });
    expectError(refused, 400, 'COUPON_INVALID');
    expect(refused.body).toMatchObject({
      err_message: `The coupon code ${coupon.code} is not valid.`,
      err_message_zh: `優惠碼 ${coupon.code} 無效。`,
    });
    expect(codesOf(await t.call('member_voucher_get', { status: '' }, bearer(member.token)))).not.toContain(
      coupon.code,
    );

    const given = await t.call('admin_coupon_assign', { coupon_id: coupon.id, member_id: member.id }, owner);
    expect(given.statusCode).toBe(200);
    expect(given.body.vouchers).toEqual([
      expect.objectContaining({ coupon_id: coupon.id, code: coupon.code, assigned_by_name: 'Demo Owner' }),
    ]);

    expect((await cart('cart_coupon_code_apply', { coupon_code: coupon.code })).body).toMatchObject({
      coupon_code: coupon.code,
      coupon_discount: 20,
    });
    expect(codesOf(await t.call('member_voucher_get', { status: 'active' }, bearer(member.token)))).toContain(
      coupon.code,
    );
    expect(
      codesOf(await t.call('member_voucher_get', { status: '' }, bearer(other.member.token))),
    ).not.toContain(coupon.code);
    expectError(
      await other.cart('cart_coupon_code_apply', { coupon_code: coupon.code }),
      400,
      'COUPON_INVALID',
    );

    const listed = (await t.call('admin_promotions_get', {}, owner)).body.coupons;
    expect(listed.find((c: { id: number }) => c.id === coupon.id)).toMatchObject({ assigned_members: 1 });

    const back = await t.call('admin_coupon_unassign', { coupon_id: coupon.id, member_id: member.id }, owner);
    expect(back.body.vouchers).toEqual([]);
    const after = (await cart('cart_get')).body;
    expect(after).toMatchObject({ coupon_code: coupon.code, coupon_discount: 0 });
    expect(codesOf(await t.call('member_voucher_get', { status: '' }, bearer(member.token)))).not.toContain(
      coupon.code,
    );
    const order = await cart('order_create', pickupOrder(shop));
    expectError(order, 409, 'COUPON_NOT_APPLICABLE');
    expect(order.body.err_message).toContain('not available for your account');
  });

  it('keeps one row when given twice and writes an audit row for each change', async () => {
    const coupon = await assignedOnlyCoupon();
    const { member } = await memberWithCart();
    const pair = { coupon_id: coupon.id, member_id: member.id };
    await t.call('admin_coupon_assign', pair, owner);
    const again = await t.call('admin_coupon_assign', pair, owner);
    expect(again.statusCode).toBe(200);
    expect(again.body.vouchers).toHaveLength(1);
    const rows = await t.db
      .select()
      .from(couponAssignments)
      .where(and(eq(couponAssignments.couponId, coupon.id), eq(couponAssignments.memberId, member.id)));
    expect(rows).toHaveLength(1);

    const listed = await t.call('admin_member_vouchers_get', { member_id: member.id }, owner);
    expect(listed.body.vouchers.map((v: { code: string }) => v.code)).toEqual([coupon.code]);

    await t.call('admin_coupon_unassign', pair, owner);
    const audit = await auditOf(t, 'member', member.id);
    expect(audit.map((a) => a.action)).toEqual(['coupon.assign', 'coupon.unassign']);
    expect(audit[0]).toMatchObject({ after: { coupon_id: coupon.id, code: coupon.code } });
    expect(
      (await t.call('admin_member_vouchers_get', { member_id: member.id }, owner)).body.vouchers,
    ).toEqual([]);
  });

  it('answers 404 for an unknown coupon or member, and 403 OWNER_ONLY to staff', async () => {
    const coupon = await assignedOnlyCoupon();
    const { member } = await memberWithCart();
    expectError(
      await t.call('admin_coupon_assign', { coupon_id: 2_000_000_000, member_id: member.id }, owner),
      404,
      'NOT_FOUND',
    );
    expectError(
      await t.call('admin_coupon_assign', { coupon_id: coupon.id, member_id: 2_000_000_000 }, owner),
      404,
      'NOT_FOUND',
    );
    expectError(
      await t.call('admin_member_vouchers_get', { member_id: 2_000_000_000 }, owner),
      404,
      'NOT_FOUND',
    );

    const pair = { coupon_id: coupon.id, member_id: member.id };
    expectError(await t.call('admin_coupon_assign', pair, staff), 403, 'OWNER_ONLY');
    expectError(await t.call('admin_coupon_unassign', pair, staff), 403, 'OWNER_ONLY');
    expectError(
      await t.call('admin_member_vouchers_get', { member_id: member.id }, staff),
      403,
      'OWNER_ONLY',
    );
    expect(await auditOf(t, 'member', member.id)).toEqual([]);
  });
});

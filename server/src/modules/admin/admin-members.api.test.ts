import { POINT_TYPE_IDS } from '@shop/contract/points/point-type-ids';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectError } from '../../../test/test-app.ts';
import { members } from '../../db/schema.ts';
import { newMember } from '../cart/testing.ts';
import { outboxFor } from '../members/testing.ts';
import { balanceOf, grantPoints, signInDemo } from '../points/testing.ts';
import { consolePerFile, STAFF } from './admin.test-kit.ts';

const { beans, credit } = POINT_TYPE_IDS;

let demoId: number;
const { t, owner, staff } = consolePerFile();
beforeAll(async () => {
  demoId = (await signInDemo(t)).id;
});

describe('admin_member_search', () => {
  it('finds a member by part of the name, the email or the phone, for staff too', async () => {
    for (const keyword of ['mei ch', 'DEMO@example', '9123 4567', '85291234567']) {
      const res = await t.call('admin_member_search', { keyword }, staff);
      expect(res.statusCode).toBe(200);
      expect(res.body.members.map((m: { member_id: number }) => m.member_id)).toContain(demoId);
      expect(res.body.total_rows).toBeGreaterThanOrEqual(1);
    }
  });

  it('counts every match while answering one page, newest member first', async () => {
    const made = [await newMember(t), await newMember(t), await newMember(t)];
    const res = await t.call('admin_member_search', { keyword: 'kit lam', limit: 2 }, staff);
    expect(res.body.total_rows).toBeGreaterThanOrEqual(3);
    expect(res.body.members).toHaveLength(2);
    expect(res.body.members[0].member_id).toBe(made[2]?.id);
  });

  it('treats % and _ as plain text', async () => {
    const res = await t.call('admin_member_search', { keyword: '%' }, staff);
    expect(res.body).toMatchObject({ status: 1, members: [], total_rows: 0 });
  });
});

describe('admin_member_get and admin_member_ledger_get', () => {
  it('shows the profile, tier, Beans and credit balances and recent orders', async () => {
    const res = await t.call('admin_member_get', { member_id: demoId }, staff);
    expect(res.statusCode).toBe(200);
    expect(res.body.member).toMatchObject({
      member_id: demoId,
      first_name: 'Mei',
      email: 'demo@example.com',
    });
    expect(res.body.member.tier_name).not.toBe('');
    expect(res.body.point_balances[String(beans)]).toBe(await balanceOf(t, demoId, beans));
    expect(res.body.point_balances[String(credit)]).toBe(await balanceOf(t, demoId, credit));
    expect(res.body.recent_orders.length).toBe(Math.min(res.body.total_orders, 10));
  });

  it('answers 404 in both languages for a member that does not exist', async () => {
    expectError(await t.call('admin_member_get', { member_id: 99_999_999 }, staff), 404, 'NOT_FOUND');
    expectError(await t.call('admin_member_ledger_get', { member_id: 99_999_999 }, staff), 404, 'NOT_FOUND');
  });

  it('lists the ledger newest first, of one point type when asked', async () => {
    const { id } = await newMember(t);
    await grantPoints(t, id, beans, 100);
    await grantPoints(t, id, credit, 50);
    await grantPoints(t, id, beans, 20);
    const all = await t.call('admin_member_ledger_get', { member_id: id }, staff);
    expect(all.body.total_rows).toBe(3);
    expect(all.body.point_transactions.map((r: { amount: number }) => r.amount)).toEqual([20, 50, 100]);
    const onlyBeans = await t.call(
      'admin_member_ledger_get',
      { member_id: id, point_type_id: beans, limit: 1 },
      staff,
    );
    expect(onlyBeans.body.total_rows).toBe(2);
    expect(onlyBeans.body.point_transactions).toMatchObject([{ amount: 20, balance_after: 120 }]);
  });
});

describe('admin_member_password_reset_send', () => {
  it('emails the member a reset link through the outbox and audits who sent it', async () => {
    const { id, email } = await newMember(t);
    const res = await t.call('admin_member_password_reset_send', { member_id: id }, staff);
    expect(res.body).toMatchObject({
      status: 1,
      message: expect.any(String),
      message_zh: expect.any(String),
    });
    const [mail] = await outboxFor(t, email);
    expect(mail?.body).toMatch(/reset-password\?token=/);
    const log = await t.call('admin_audit_log_get', { entity: 'member', entity_id: String(id) }, owner);
    expect(log.body.entries).toMatchObject([
      { action: 'member.password_reset_send', staff_name: 'Demo Staff', after: { email } },
    ]);
  });

  it('refuses a member who has no email address with a clear 409', async () => {
    const { id } = await newMember(t);
    await t.db.update(members).set({ email: null }).where(eq(members.id, id));
    const res = await t.call('admin_member_password_reset_send', { member_id: id }, staff);
    expectError(res, 409, 'CONFLICT');
    expect(res.body.err_message).toContain('no email address');
  });
});

describe('admin_audit_log_get', () => {
  it('is for owners only', async () => {
    expectError(await t.call('admin_audit_log_get', {}, staff), 403, 'OWNER_ONLY');
  });

  it('filters by the staff member who made the change', async () => {
    const { id } = await newMember(t);
    await t.call('admin_member_password_reset_send', { member_id: id }, staff);
    const me = await t.call('admin_me', {}, staff);
    const res = await t.call('admin_audit_log_get', { staff_id: me.body.staff.staff_id }, owner);
    expect(res.body.total_rows).toBeGreaterThanOrEqual(1);
    expect(res.body.entries.every((e: { staff_email: string }) => e.staff_email === STAFF.email)).toBe(true);
  });
});

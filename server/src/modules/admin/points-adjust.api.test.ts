import { POINT_TYPE_IDS } from '@shop/contract/points/point-type-ids';
import { count } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { expectError } from '../../../test/test-app.ts';
import { newMember } from '../cart/testing.ts';
import { balanceOf, grantPoints, ledgerRows } from '../points/testing.ts';
import { consolePerFile } from './admin.test-kit.ts';
import { auditLog } from './staff.tables.ts';

const { beans, credit } = POINT_TYPE_IDS;

const { t, owner, staff } = consolePerFile();

const auditCount = async () => (await t.db.select({ n: count() }).from(auditLog))[0]?.n ?? 0;
const adjust = (body: Record<string, unknown>, auth = owner) =>
  t.call(
    'admin_points_adjust',
    { point_type_id: beans, reason: 'Coffee class no-show refund', ...body },
    auth,
  );

describe('admin_points_adjust', () => {
  it('credits points with a ledger row quoting the reason, and an audit row of who and why', async () => {
    const { id, token } = await newMember(t);
    const res = await adjust({ member_id: id, amount: 250, reason: '  Sorry for the late delivery  ' });
    expect(res.statusCode).toBe(200);
    expect(res.body.point_balances[String(beans)]).toBe(250);
    expect(res.body.transaction).toMatchObject({
      amount: 250,
      balance_after: 250,
      description_en: 'Adjusted by the shop: “Sorry for the late delivery”',
      description_zh: '商店調整：「Sorry for the late delivery」',
    });
    // The member sees it in their own history.
    const history = await t.call('point_transaction_history_get', {}, { authorization: `Bearer ${token}` });
    expect(history.body.point_transactions[0].description_en).toContain('Sorry for the late delivery');
    const log = await t.call('admin_audit_log_get', { entity: 'member', entity_id: String(id) }, owner);
    expect(log.body.entries).toMatchObject([
      {
        action: 'points.adjust',
        staff_name: 'Demo Owner',
        before: { point_type_id: beans, balance: 0 },
        after: { point_type_id: beans, balance: 250, amount: 250, reason: 'Sorry for the late delivery' },
      },
    ]);
  });

  it('debits points, credit included', async () => {
    const { id } = await newMember(t);
    await grantPoints(t, id, credit, 300);
    const res = await adjust({ member_id: id, point_type_id: credit, amount: -120 });
    expect(res.statusCode).toBe(200);
    expect(res.body.point_balances[String(credit)]).toBe(180);
    expect(await balanceOf(t, id, credit)).toBe(180);
  });

  it('refuses a debit below zero with 409, naming the balance, and writes nothing', async () => {
    const { id } = await newMember(t);
    await grantPoints(t, id, beans, 40);
    const [rowsBefore, auditsBefore] = [(await ledgerRows(t, id)).length, await auditCount()];
    const res = await adjust({ member_id: id, amount: -41 });
    expectError(res, 409, 'BALANCE_TOO_LOW');
    expect(res.body.err_message).toContain('40 Beans');
    expect(await balanceOf(t, id, beans)).toBe(40);
    expect((await ledgerRows(t, id)).length).toBe(rowsBefore);
    expect(await auditCount()).toBe(auditsBefore);
  });

  it('requires a reason of 3 to 200 characters and a non-zero whole amount', async () => {
    const { id } = await newMember(t);
    const auditsBefore = await auditCount();
    for (const body of [
      { member_id: id, amount: 10, reason: undefined },
      { member_id: id, amount: 10, reason: '   ok   ' },
      { member_id: id, amount: 10, reason: 'x'.repeat(201) },
      { member_id: id, amount: 0 },
      { member_id: id, amount: 1.5 },
      { member_id: id, amount: 10, point_type_id: 999 },
    ]) {
      expectError(await adjust(body), 400, 'VALIDATION_FAILED');
    }
    expectError(await adjust({ member_id: 99_999_999, amount: 10 }), 404, 'NOT_FOUND');
    expect(await balanceOf(t, id, beans)).toBe(0);
    expect(await auditCount()).toBe(auditsBefore);
  });

  it('is for owners only: staff are refused with 403 and nothing is written', async () => {
    const { id } = await newMember(t);
    expectError(await adjust({ member_id: id, amount: 10 }, staff), 403, 'OWNER_ONLY');
    expect(await balanceOf(t, id, beans)).toBe(0);
  });

  it('lets exactly 5 of 20 parallel debits of 1 through against a balance of 5', async () => {
    const { id } = await newMember(t);
    await grantPoints(t, id, beans, 5);
    const results = await Promise.all(
      Array.from({ length: 20 }, () => adjust({ member_id: id, amount: -1, reason: 'Parallel test' })),
    );
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes.filter((c) => c === 200)).toHaveLength(5);
    expect(codes.filter((c) => c === 409)).toHaveLength(15);
    expect(await balanceOf(t, id, beans)).toBe(0);
    const rows = await ledgerRows(t, id);
    expect(rows.filter((r) => r.reason === 'staff_adjustment')).toHaveLength(5);
    const audits = await t.call('admin_audit_log_get', { entity: 'member', entity_id: String(id) }, owner);
    expect(audits.body.total_rows).toBe(5);
  });
});

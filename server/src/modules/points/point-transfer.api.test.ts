import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, expectError, type TestApp } from '../../../test/test-app.ts';
import { newMember } from '../cart/testing.ts';
import { bearer } from '../members/testing.ts';
import { POINT_TYPE } from './points.tables.ts';
import { balanceOf, grantPoints, ledgerRows, ledgerSum, signInDemo } from './points.test-kit.ts';

const { beans, credit } = POINT_TYPE;

let t: TestApp;
/** The seeded options by their Beans cost: 500 → 5, 1,000 → 12, 2,000 → 25, 5,000 → 70. */
let optionFor: Map<number, number>;
beforeAll(async () => {
  t = await createTestApp();
  const list = await t.call('credit_product_get', { limit: 999, offset: 0 });
  optionFor = new Map(
    list.body.credit_products.map((p: { id: number; from_amount: number }) => [p.from_amount, p.id]),
  );
});
afterAll(() => t.close());

const transfer = (unit: number, fromAmount: unknown, overrides: Record<string, unknown> = {}) => ({
  point_type_from: beans,
  point_type_to: credit,
  from_amount: fromAmount,
  credit_product_id: optionFor.get(unit),
  ...overrides,
});

async function memberWithBeans(amount: number) {
  const member = await newMember(t);
  if (amount > 0) await grantPoints(t, member.id, beans, amount);
  return { id: member.id, auth: bearer(member.token) };
}

async function expectUntouched(memberId: number, rowCount: number, beansBalance: number) {
  expect(await ledgerRows(t, memberId)).toHaveLength(rowCount);
  expect(await balanceOf(t, memberId, beans)).toBe(beansBalance);
}

describe('point_transfer', () => {
  it('exchanges a multiple of an option in one go and answers the balances before and after', async () => {
    const demo = await signInDemo(t);
    const before = (await ledgerRows(t, demo.id)).length;
    const res = await t.call('point_transfer', transfer(1_000, 3_000), demo.auth);
    expect(res.statusCode).toBe(200);
    expect(res.body).toEqual({
      status: 1,
      prev_from_balance: 5_800,
      prev_to_balance: 120,
      current_from_balance: 2_800,
      current_to_balance: 156,
    });
    const written = (await ledgerRows(t, demo.id)).slice(before);
    expect(written).toMatchObject([
      { pointTypeId: beans, amount: -3_000, balanceAfter: 2_800, reason: 'credit_exchange' },
      { pointTypeId: credit, amount: 36, balanceAfter: 156, reason: 'credit_exchange' },
    ]);
    for (const row of written) {
      expect(row.reference).toBe(`credit_product:${optionFor.get(1_000)}`);
      expect(row.descriptionEn).toBe('Exchanged 3,000 Beans for $36.00 Credit');
      expect(row.descriptionZh).toBe('以 3,000 咖啡豆積分兌換 $36.00 購物額');
    }
    const balances = (await t.call('point_balance_get', {}, demo.auth)).body.point_balances;
    expect(balances).toEqual({ '17': 2_800, '18': 156 });
    for (const type of [beans, credit]) expect(await ledgerSum(t, demo.id, type)).toBe(balances[type]);
  });

  it('refuses an amount that is not a whole multiple of the option, naming the field, with nothing written', async () => {
    const member = await memberWithBeans(5_000);
    for (const amount of [750, 0, -500, 500.5, '']) {
      const res = await t.call('point_transfer', transfer(500, amount), member.auth);
      expectError(res, 400, 'VALIDATION_FAILED');
      expect(res.body.err_message).toContain('from_amount');
      expect(res.body.err_message_zh).toContain('from_amount');
    }
    await expectUntouched(member.id, 1, 5_000);
  });

  it('refuses point types that are not the option’s, naming the field', async () => {
    const member = await memberWithBeans(1_000);
    const swapped = await t.call(
      'point_transfer',
      transfer(500, 500, { point_type_from: credit, point_type_to: beans }),
      member.auth,
    );
    expectError(swapped, 400, 'VALIDATION_FAILED');
    expect(swapped.body.err_message).toContain('point_type_from');
    const wrongTo = await t.call('point_transfer', transfer(500, 500, { point_type_to: beans }), member.auth);
    expect(wrongTo.body.err_message).toContain('point_type_to');
    await expectUntouched(member.id, 1, 1_000);
  });

  it('answers 404 for an option that does not exist, and 400 for a missing one', async () => {
    const member = await memberWithBeans(1_000);
    expectError(
      await t.call('point_transfer', transfer(500, 500, { credit_product_id: 999_999 }), member.auth),
      404,
      'NOT_FOUND',
    );
    const missing = await t.call(
      'point_transfer',
      transfer(500, 500, { credit_product_id: undefined }),
      member.auth,
    );
    expectError(missing, 400, 'VALIDATION_FAILED');
    expect(missing.body.err_message).toContain('credit_product_id');
  });

  it('refuses more than the balance with 409 INSUFFICIENT_POINTS and writes nothing', async () => {
    const member = await memberWithBeans(900);
    const res = await t.call('point_transfer', transfer(500, 1_000), member.auth);
    expectError(res, 409, 'INSUFFICIENT_POINTS');
    expect(res.body.err_message).toContain('1,000 Beans');
    await expectUntouched(member.id, 1, 900);
    expect(await balanceOf(t, member.id, credit)).toBe(0);
  });

  it('lets exactly as many of 100 parallel transfers succeed as the balance allows', async () => {
    const member = await memberWithBeans(5_000);
    const results = await Promise.all(
      Array.from({ length: 100 }, () => t.call('point_transfer', transfer(500, 500), member.auth)),
    );
    const ok = results.filter((r) => r.statusCode === 200);
    expect(ok).toHaveLength(10);
    expect(results.filter((r) => r.body.err_code === 'INSUFFICIENT_POINTS')).toHaveLength(90);
    expect(await balanceOf(t, member.id, beans)).toBe(0);
    expect(await balanceOf(t, member.id, credit)).toBe(50);
    expect(await ledgerSum(t, member.id, beans)).toBe(0);
    expect(await ledgerSum(t, member.id, credit)).toBe(50);
    // Each success saw its own moment: the ten "before" balances are the ten steps down from 5,000.
    expect(ok.map((r) => r.body.prev_from_balance).sort((a, b) => b - a)).toEqual(
      Array.from({ length: 10 }, (_, i) => 5_000 - 500 * i),
    );
  });
});

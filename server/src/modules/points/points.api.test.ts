import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, expectError, type TestApp } from '../../../test/test-app.ts';
import { newMember } from '../cart/testing.ts';
import { bearer } from '../members/testing.ts';
import { POINT_TYPE } from './points.tables.ts';
import { balanceOf, ledgerRows, signInDemo } from './points.test-kit.ts';

let t: TestApp;
let demo: { id: number; auth: Record<string, string> };
beforeAll(async () => {
  t = await createTestApp();
  demo = await signInDemo(t);
});
afterAll(() => t.close());

describe('point_balance_get', () => {
  it('answers the pinned shape: balances keyed by point type id as a string', async () => {
    const res = await t.call('point_balance_get', {}, demo.auth);
    expect(res.statusCode).toBe(200);
    expect(res.body).toEqual({
      status: 1,
      point_balances: {
        '17': await balanceOf(t, demo.id, POINT_TYPE.beans),
        '18': await balanceOf(t, demo.id, POINT_TYPE.credit),
      },
    });
    expect(res.body.point_balances['17']).toBe(5_800);
    expect(res.body.point_balances['18']).toBe(120);
  });

  it('shows 0 of each type for a member with no points yet', async () => {
    const member = await newMember(t);
    const res = await t.call('point_balance_get', {}, bearer(member.token));
    expect(res.body.point_balances).toEqual({ '17': 0, '18': 0 });
  });
});

describe('point_config_get', () => {
  it('says what one point is worth in HK$ at checkout: credit HK$1, Beans nothing', async () => {
    const res = await t.call('point_config_get');
    expect(res.body).toEqual({ status: 1, point_to_cash_rates: { '17': 0, '18': 1 } });
  });
});

describe('point_transaction_history_get', () => {
  it('lists the member’s ledger newest first, paged, with the total', async () => {
    const rows = await ledgerRows(t, demo.id);
    const first = await t.call('point_transaction_history_get', { limit: 3, offset: 0 }, demo.auth);
    expect(first.statusCode).toBe(200);
    expect(first.body.total_rows).toBe(rows.length);
    expect(first.body.point_transactions.map((r: { id: number }) => r.id)).toEqual(
      rows
        .map((r) => r.id)
        .reverse()
        .slice(0, 3),
    );
    expect(first.body.point_transactions[0]).toEqual({
      id: expect.any(Number),
      point_type_id: POINT_TYPE.beans,
      amount: 1_000,
      balance_after: 5_800,
      reason: 'order_earned',
      description_en: expect.stringContaining('Beans earned'),
      description_zh: expect.stringMatching(/[\u4e00-\u9fff]/),
      created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    const next = await t.call('point_transaction_history_get', { limit: 3, offset: 3 }, demo.auth);
    expect(next.body.point_transactions[0].id).toBe(rows.at(-4)!.id);
  });

  it('shows nothing of another member’s', async () => {
    const member = await newMember(t);
    const res = await t.call('point_transaction_history_get', { limit: 10, offset: 0 }, bearer(member.token));
    expect(res.body).toEqual({ status: 1, point_transactions: [], total_rows: 0 });
  });

  it('refuses a limit out of range, naming the field', async () => {
    const res = await t.call('point_transaction_history_get', { limit: 0 }, demo.auth);
    expectError(res, 400, 'VALIDATION_FAILED');
    expect(res.body.err_message).toContain('limit');
  });
});

describe('member point calls', () => {
  it('need a member token', async () => {
    const transfer = { point_type_from: 17, point_type_to: 18, from_amount: 500, credit_product_id: 1 };
    for (const [name, body] of [
      ['point_balance_get', {}],
      ['point_transaction_history_get', { limit: 10, offset: 0 }],
      ['point_transfer', transfer],
    ] as const) {
      expectError(await t.call(name, body), 401, 'UNAUTHORIZED');
      expectError(await t.call(name, body, bearer('not-a-token')), 401, 'UNAUTHORIZED');
    }
  });
});

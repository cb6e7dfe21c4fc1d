import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { members } from '../../db/schema.ts';
import { POINT_TYPE, pointBalances, pointLedger } from './points.tables.ts';

let t: TestApp;
let memberId: number;
beforeAll(async () => {
  t = await createTestApp();
  const [demo] = await t.db
    .select({ id: members.id })
    .from(members)
    .where(eq(members.email, 'demo@example.com'));
  memberId = demo!.id;
});
afterAll(() => t.close());

async function balance(type: number): Promise<number> {
  const [row] = await t.db
    .select({ balance: pointBalances.balance })
    .from(pointBalances)
    .where(and(eq(pointBalances.memberId, memberId), eq(pointBalances.pointTypeId, type)));
  return row?.balance ?? 0;
}

async function ledgerSum(type: number): Promise<number> {
  const [row] = await t.db
    .select({ sum: sql<number>`coalesce(sum(${pointLedger.amount}), 0)::int` })
    .from(pointLedger)
    .where(and(eq(pointLedger.memberId, memberId), eq(pointLedger.pointTypeId, type)));
  return row!.sum;
}

const row = (amount: number) => ({
  memberId,
  pointTypeId: POINT_TYPE.beans,
  amount,
  balanceAfter: 0,
  reason: 'test',
  descriptionEn: 'Test',
  descriptionZh: '測試',
});

describe('the points ledger in the database', () => {
  it('starts the demo member with Beans and credit that equal their ledger rows', async () => {
    expect(await balance(POINT_TYPE.beans)).toBeGreaterThan(0);
    expect(await balance(POINT_TYPE.credit)).toBeGreaterThan(0);
    expect(await balance(POINT_TYPE.beans)).toBe(await ledgerSum(POINT_TYPE.beans));
    expect(await balance(POINT_TYPE.credit)).toBe(await ledgerSum(POINT_TYPE.credit));
  });

  it('records the balance after each row, and refuses an overdraft with nothing written', async () => {
    const before = await balance(POINT_TYPE.beans);
    const [spent] = await t.db.insert(pointLedger).values(row(-100)).returning();
    expect(spent!.balanceAfter).toBe(before - 100);
    const overdraft = await t.db
      .insert(pointLedger)
      .values(row(-(before + 1)))
      .then(
        () => 'written',
        () => 'refused',
      );
    expect(overdraft).toBe('refused');
    expect(await balance(POINT_TYPE.beans)).toBe(before - 100);
    expect(await ledgerSum(POINT_TYPE.beans)).toBe(before - 100);
  });

  it('keeps the ledger append-only', async () => {
    const edit = await t.db
      .update(pointLedger)
      .set({ amount: 1_000_000 })
      .then(
        () => 'edited',
        () => 'refused',
      );
    const erase = await t.db.delete(pointLedger).then(
      () => 'deleted',
      () => 'refused',
    );
    expect([edit, erase]).toEqual(['refused', 'refused']);
  });

  it('lets exactly as many parallel spends succeed as the balance allows', async () => {
    const start = await balance(POINT_TYPE.beans);
    const spend = Math.floor(start / 10);
    const results = await Promise.all(
      Array.from({ length: 40 }, () =>
        t.db
          .insert(pointLedger)
          .values(row(-spend))
          .then(
            () => true,
            () => false,
          ),
      ),
    );
    expect(results.filter(Boolean)).toHaveLength(10);
    expect(await balance(POINT_TYPE.beans)).toBe(start - 10 * spend);
    expect(await ledgerSum(POINT_TYPE.beans)).toBe(await balance(POINT_TYPE.beans));
  });
});

import { and, eq, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { TestApp } from '../../../test/test-app.ts';
import { bearer, callFrom, freshIp } from '../members/testing.ts';
import { pointBalances, pointLedger } from './points.tables.ts';

/** Helpers for the points API tests. */

export async function signInDemo(t: TestApp): Promise<{ id: number; auth: Record<string, string> }> {
  const res = await callFrom(t, freshIp(), 'login', { email: 'demo@example.com', password: 'Coffee2024!' });
  expect(res.statusCode).toBe(200);
  return { id: res.body.user.id, auth: bearer(res.body.token) };
}

/** A ledger row as the shop would write it by hand; negative amounts spend, `at` back-dates it. */
export async function grantPoints(
  t: TestApp,
  memberId: number,
  pointTypeId: number,
  amount: number,
  at = new Date(),
) {
  await t.db.insert(pointLedger).values({
    memberId,
    pointTypeId,
    amount,
    balanceAfter: 0,
    reason: 'adjustment',
    descriptionEn: 'Test grant',
    descriptionZh: '測試贈送',
    createdAt: at,
  });
}

export async function balanceOf(t: TestApp, memberId: number, pointTypeId: number): Promise<number> {
  const [row] = await t.db
    .select({ balance: pointBalances.balance })
    .from(pointBalances)
    .where(and(eq(pointBalances.memberId, memberId), eq(pointBalances.pointTypeId, pointTypeId)));
  return row?.balance ?? 0;
}

export async function ledgerSum(t: TestApp, memberId: number, pointTypeId: number): Promise<number> {
  const [row] = await t.db
    .select({ sum: sql<number>`coalesce(sum(${pointLedger.amount}), 0)::int` })
    .from(pointLedger)
    .where(and(eq(pointLedger.memberId, memberId), eq(pointLedger.pointTypeId, pointTypeId)));
  return row!.sum;
}

export async function ledgerRows(t: TestApp, memberId: number) {
  return t.db.select().from(pointLedger).where(eq(pointLedger.memberId, memberId)).orderBy(pointLedger.id);
}

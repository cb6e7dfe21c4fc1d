import { cents, toWire } from '@shop/contract/money';
import type { PointTransaction } from '@shop/contract/points/points.calls';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { memberRowsNewestFirst } from './ledger-history.repo.ts';
import { pointBalances, pointLedger, pointTypes } from './points.tables.ts';

/** Every point type appears, with 0 where the member has no row yet, so the page never guesses. */
export async function readBalances(db: Db, memberId: number): Promise<Record<string, number>> {
  const rows = await db
    .select({ id: pointTypes.id, balance: pointBalances.balance })
    .from(pointTypes)
    .leftJoin(
      pointBalances,
      and(eq(pointBalances.pointTypeId, pointTypes.id), eq(pointBalances.memberId, memberId)),
    )
    .orderBy(asc(pointTypes.id));
  return Object.fromEntries(rows.map((r) => [String(r.id), r.balance ?? 0]));
}

/** HK$ per point at checkout, from the integer cents the table keeps. */
export async function readCashRates(db: Db): Promise<Record<string, number>> {
  const rows = await db
    .select({ id: pointTypes.id, cents: pointTypes.cashValueCents })
    .from(pointTypes)
    .orderBy(asc(pointTypes.id));
  return Object.fromEntries(rows.map((r) => [String(r.id), toWire(cents(r.cents))]));
}

/** Newest first by ledger order, which is also the order the balances after were worked out in. */
export async function listTransactions(
  db: Db,
  memberId: number,
  page: { limit: number; offset: number },
): Promise<{ transactions: PointTransaction[]; total: number }> {
  const l = pointLedger;
  const { where, order } = memberRowsNewestFirst(memberId);
  const rows = await db
    .select({
      id: l.id,
      point_type_id: l.pointTypeId,
      amount: l.amount,
      balance_after: l.balanceAfter,
      reason: l.reason,
      description_en: l.descriptionEn,
      description_zh: l.descriptionZh,
      createdAt: l.createdAt,
    })
    .from(l)
    .where(where)
    .orderBy(...order)
    .limit(page.limit)
    .offset(page.offset);
  const total = await db.$count(l, where);
  return {
    transactions: rows.map(({ createdAt, ...row }) => ({ ...row, created_at: createdAt.toISOString() })),
    total,
  };
}

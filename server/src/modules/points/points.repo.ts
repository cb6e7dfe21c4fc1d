import { cents, toWire } from '@shop/contract/money';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { pointBalances, pointTypes } from './points.tables.ts';

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

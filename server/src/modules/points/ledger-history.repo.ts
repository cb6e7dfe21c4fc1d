import type { PointTransaction } from '@shop/contract/points/points.calls';
import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { eqWhenGiven } from '../../db/filters.ts';
import { pointLedger } from './points.tables.ts';

interface Page {
  limit: number;
  offset: number;
}

/** A member's ledger, newest first, of one point type or all. */
export async function memberLedger(
  db: Db,
  memberId: number,
  pointTypeId: number | undefined,
  page: Page,
): Promise<{ transactions: PointTransaction[]; total: number }> {
  const l = pointLedger;
  const where = and(eq(l.memberId, memberId), eqWhenGiven(l.pointTypeId, pointTypeId));
  const rows = await db
    .select(ledgerColumns)
    .from(l)
    .where(where)
    .orderBy(desc(l.id))
    .limit(page.limit)
    .offset(page.offset);
  const total = await db.$count(l, where);
  return { transactions: rows.map(toWireTransaction), total };
}

export const ledgerColumns = {
  id: pointLedger.id,
  point_type_id: pointLedger.pointTypeId,
  amount: pointLedger.amount,
  balance_after: pointLedger.balanceAfter,
  reason: pointLedger.reason,
  description_en: pointLedger.descriptionEn,
  description_zh: pointLedger.descriptionZh,
  createdAt: pointLedger.createdAt,
};

export function toWireTransaction({
  createdAt,
  ...row
}: { createdAt: Date } & Omit<PointTransaction, 'created_at'>) {
  return { ...row, created_at: createdAt.toISOString() };
}

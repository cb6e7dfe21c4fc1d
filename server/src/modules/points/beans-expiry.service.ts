import { and, eq, gt, lt, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { readStoredSetting } from '../lookups/index.ts';
import { lockMember } from '../members/index.ts';
import { beansToExpire, expiryCutoff, parseExpiryMonths } from './beans-expiry.ts';
import { appendLedger, formatPoints } from './ledger.ts';
import { POINT_TYPE, pointBalances, pointLedger } from './points.tables.ts';

/** The shop's rule, `beans_expiry_months` in shop_settings (JSON number; 0 = never; default 12). */
export async function readBeansExpiryMonths(db: Db): Promise<number> {
  return parseExpiryMonths(await readStoredSetting(db, 'beans_expiry_months'));
}

async function sumBeans(tx: Db, memberId: number, which: ReturnType<typeof and>): Promise<number> {
  const l = pointLedger;
  const [row] = await tx
    .select({ sum: sql<number>`coalesce(sum(${l.amount}), 0)::int` })
    .from(l)
    .where(and(eq(l.memberId, memberId), eq(l.pointTypeId, POINT_TYPE.beans), which));
  return row?.sum ?? 0;
}

/**
 * Writes the member's expired Beans as one ledger row. The caller holds the member's lock
 * (members' member-reads.ts), so two runs take turns and the second finds the first's row among the debits:
 * nothing expires twice. Answers the Beans expired.
 */
export async function expireBeansLocked(
  tx: Db,
  memberId: number,
  now: Date,
  months: number,
): Promise<number> {
  const cutoff = expiryCutoff(now, months);
  if (!cutoff) return 0;
  const expiredEarnings = await sumBeans(
    tx,
    memberId,
    and(gt(pointLedger.amount, 0), lte(pointLedger.createdAt, cutoff)),
  );
  const debits = -(await sumBeans(tx, memberId, lt(pointLedger.amount, 0)));
  const beans = beansToExpire(expiredEarnings, debits);
  if (beans === 0) return 0;
  const day = cutoff.toISOString().slice(0, 10);
  await appendLedger(tx, {
    memberId,
    pointTypeId: POINT_TYPE.beans,
    amount: -beans,
    reason: 'beans_expired',
    reference: `expiry:${day}`,
    descriptionEn: `${formatPoints(beans)} Beans expired (earned on or before ${day})`,
    descriptionZh: `${formatPoints(beans)} 咖啡豆積分已過期（於 ${day} 或之前賺取）`,
  });
  return beans;
}

/** One member's expiry in its own transaction. */
export async function expireBeans(db: Db, memberId: number, now = new Date()): Promise<number> {
  const months = await readBeansExpiryMonths(db);
  return db.transaction(async (tx) => {
    if (!(await lockMember(tx, memberId))) return 0;
    return expireBeansLocked(tx, memberId, now, months);
  });
}

/** The housekeeping pass: every member holding Beans, one transaction each. Answers the Beans expired. */
export async function expireDueBeans(db: Db, now = new Date()): Promise<number> {
  const holders = await db
    .select({ memberId: pointBalances.memberId })
    .from(pointBalances)
    .where(and(eq(pointBalances.pointTypeId, POINT_TYPE.beans), gt(pointBalances.balance, 0)));
  let expired = 0;
  for (const { memberId } of holders) expired += await expireBeans(db, memberId, now);
  return expired;
}

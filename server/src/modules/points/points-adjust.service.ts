import type { adminPointsAdjust } from '@shop/contract/admin/admin-members.calls';
import type { CallOutput, CallParsedInput } from '@shop/contract/calls';
import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { ApiError } from '../../http/api-error.ts';
import { lockMember, memberNotFound } from '../members/index.ts';
import { expireBeansLocked, readBeansExpiryMonths } from './beans-expiry.service.ts';
import { amountOf, appendLedger, isOverdraft } from './ledger.ts';
import { ledgerColumns, toWireTransaction } from './ledger-history.repo.ts';
import { readBalances } from './points.repo.ts';
import { POINT_TYPE, pointLedger, pointTypes } from './points.tables.ts';

type AdjustInput = CallParsedInput<typeof adminPointsAdjust>;
type PointType = typeof pointTypes.$inferSelect;

async function pointTypeOf(db: Db, id: number): Promise<PointType> {
  const [type] = await db.select().from(pointTypes).where(eq(pointTypes.id, id));
  if (!type) {
    throw new ApiError('VALIDATION_FAILED', {
      en: 'point_type_id: there is no such point type.',
      zh: 'point_type_id：沒有此積分類別。',
    });
  }
  return type;
}

function tooLow(type: PointType, balance: number, amount: number): ApiError {
  const has = amountOf(type, balance);
  const take = amountOf(type, -amount);
  return new ApiError('BALANCE_TOO_LOW', {
    en: `This member has ${has.en}, so ${take.en} cannot be taken away. Nothing was changed.`,
    zh: `此會員只有 ${has.zh}，未能扣減 ${take.zh}。資料未有更改。`,
  });
}

/** The balance before and after a staff adjustment, for the console's audit of it. */
export interface Adjusted {
  before: number;
  after: number;
}

/**
 * A staff adjustment: one ledger row (whose description quotes the reason to the member), and
 * whatever `alsoDo` writes (the console's audit row), in one transaction under the member's lock
 * (members' member-reads.ts), so parallel debits take turns and a debit below zero is refused with nothing
 * written. Beans past their date expire first, so a debit never takes Beans the member no longer has.
 */
export async function adjustPoints(
  db: Db,
  staffId: number,
  input: AdjustInput,
  alsoDo: (tx: Db, adjusted: Adjusted) => Promise<void>,
): Promise<CallOutput<typeof adminPointsAdjust>> {
  const { member_id: memberId, point_type_id: pointTypeId, amount, reason } = input;
  const type = await pointTypeOf(db, pointTypeId);
  const expiryMonths = await readBeansExpiryMonths(db);
  try {
    return await db.transaction(async (tx) => {
      if (!(await lockMember(tx, memberId))) throw memberNotFound();
      if (pointTypeId === POINT_TYPE.beans) await expireBeansLocked(tx, memberId, new Date(), expiryMonths);
      const before = (await readBalances(tx, memberId))[String(pointTypeId)] ?? 0;
      if (before + amount < 0) throw tooLow(type, before, amount);
      const after = await appendLedger(tx, {
        memberId,
        pointTypeId,
        amount,
        reason: 'staff_adjustment',
        reference: `staff:${staffId}`,
        descriptionEn: `Adjusted by the shop: “${reason}”`,
        descriptionZh: `商店調整：「${reason}」`,
      });
      const [row] = await tx
        .select(ledgerColumns)
        .from(pointLedger)
        .where(and(eq(pointLedger.memberId, memberId), eq(pointLedger.pointTypeId, pointTypeId)))
        .orderBy(desc(pointLedger.id))
        .limit(1);
      if (!row) throw new Error('the adjustment row just written is missing');
      await alsoDo(tx, { before, after });
      return { point_balances: await readBalances(tx, memberId), transaction: toWireTransaction(row) };
    });
  } catch (error) {
    // The balance CHECK is the last word should anything write between the read and the row.
    if (isOverdraft(error)) throw tooLow(type, 0, amount);
    throw error;
  }
}

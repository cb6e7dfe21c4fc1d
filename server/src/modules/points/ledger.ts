import { formatCreditCents } from '@shop/contract/shop-money';
import type { Db } from '../../db/database.ts';
import { pointLedger } from './points.tables.ts';

export type LedgerEntry = Omit<typeof pointLedger.$inferInsert, 'id' | 'balanceAfter' | 'createdAt'>;

const CHECK_VIOLATION = '23514';

/**
 * Appends one ledger row and answers the balance after it. The ledger trigger moves the balance
 * under its row lock (held to the end of the transaction), so the answer is exact even with other
 * requests in flight; an overdraft fails inside the database (see isOverdraft).
 */
export async function appendLedger(tx: Db, entry: LedgerEntry): Promise<number> {
  const [row] = await tx
    .insert(pointLedger)
    // The trigger sets balance_after; the column is NOT NULL, so a placeholder goes in.
    .values({ ...entry, balanceAfter: 0 })
    .returning({ balanceAfter: pointLedger.balanceAfter });
  return row!.balanceAfter;
}

/** The balance CHECK refused a debit: the balance was too small at that moment. */
export function isOverdraft(error: unknown): boolean {
  const e = error as { code?: unknown; cause?: { code?: unknown } } | null;
  return (e?.code ?? e?.cause?.code) === CHECK_VIOLATION;
}

/** Points as they read in descriptions: 1,000. */
export function formatPoints(points: number): string {
  return points.toLocaleString('en-US');
}

/** A point type's name and what one point pays at checkout (0 for points that pay nothing). */
export interface PointTypeName {
  nameEn: string;
  nameZh: string;
  cashValueCents: number;
}

/**
 * An amount of some point type as a ledger text names it: points that pay at checkout as the money
 * they pay, the web's credit format ("$12.00 Credit"), the others counted ("1,000 Beans").
 */
export function amountOf(type: PointTypeName, points: number): { en: string; zh: string } {
  const figure =
    type.cashValueCents > 0 ? formatCreditCents(points * type.cashValueCents) : formatPoints(points);
  return { en: `${figure} ${type.nameEn}`, zh: `${figure} ${type.nameZh}` };
}

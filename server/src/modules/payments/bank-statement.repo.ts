import { and, asc, between, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import type { StatementCredit } from './bank-csv.ts';
import { bankStatementLines } from './bank-reconciliation.tables.ts';

export type BankLineRow = typeof bankStatementLines.$inferSelect;

/** Adds the credits not known yet (a line already uploaded is left as it is); answers how many were new. */
export async function addCredits(
  db: Db,
  bankId: number,
  staffId: number,
  credits: StatementCredit[],
): Promise<number> {
  let added = 0;
  // In slices, so a long statement stays within the parameters one statement may carry.
  for (let at = 0; at < credits.length; at += 500) {
    const rows = credits.slice(at, at + 500).map((c) => ({ ...c, bankId, uploadedBy: staffId }));
    const inserted = await db
      .insert(bankStatementLines)
      .values(rows)
      .onConflictDoNothing({
        target: [
          bankStatementLines.bankId,
          bankStatementLines.bookedOn,
          bankStatementLines.amountCents,
          bankStatementLines.description,
          bankStatementLines.ordinal,
        ],
      })
      .returning({ id: bankStatementLines.id });
    added += inserted.length;
  }
  return added;
}

/** A bank's lines booked between two days (both included), in statement order. */
export const linesBetween = (db: Db, bankId: number, from: string, to: string): Promise<BankLineRow[]> =>
  db
    .select()
    .from(bankStatementLines)
    .where(and(eq(bankStatementLines.bankId, bankId), between(bankStatementLines.bookedOn, from, to)))
    .orderBy(asc(bankStatementLines.bookedOn), asc(bankStatementLines.id));

export async function lineById(db: Db, id: number): Promise<BankLineRow | undefined> {
  const [row] = await db.select().from(bankStatementLines).where(eq(bankStatementLines.id, id));
  return row;
}

/**
 * Ties a line to the order it paid, if the line is still open. A second confirmation of the same
 * line waits for the first on the row and then finds it taken (null); a second line for the same
 * order fails on the unique order column.
 */
export async function claimLine(
  db: Db,
  lineId: number,
  orderId: number,
  staffId: number,
): Promise<BankLineRow | null> {
  const [row] = await db
    .update(bankStatementLines)
    .set({ confirmedOrderId: orderId, confirmedBy: staffId, confirmedAt: sql`now()` })
    .where(and(eq(bankStatementLines.id, lineId), isNull(bankStatementLines.confirmedOrderId)))
    .returning();
  return row ?? null;
}

import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { staffAccounts, staffRecoveryCodes } from './staff.tables.ts';

export interface TwoFactorState {
  email: string;
  totpSecret: string | null;
  totpPendingSecret: string | null;
}

export async function twoFactorState(db: Db, staffId: number): Promise<TwoFactorState | undefined> {
  const [row] = await db
    .select({
      email: staffAccounts.email,
      totpSecret: staffAccounts.totpSecret,
      totpPendingSecret: staffAccounts.totpPendingSecret,
    })
    .from(staffAccounts)
    .where(and(eq(staffAccounts.id, staffId), eq(staffAccounts.active, true)));
  return row;
}

export async function setPendingSecret(db: Db, staffId: number, secret: string): Promise<void> {
  await db.update(staffAccounts).set({ totpPendingSecret: secret }).where(eq(staffAccounts.id, staffId));
}

/**
 * Takes a time step for the account if it is later than every step taken before: one conditional
 * update, so two requests with the same code (on any servers) cannot both pass.
 */
export async function takeTimeStep(db: Db, staffId: number, step: number): Promise<boolean> {
  const rows = await db
    .update(staffAccounts)
    .set({ totpLastStep: step })
    .where(
      and(
        eq(staffAccounts.id, staffId),
        or(isNull(staffAccounts.totpLastStep), lt(staffAccounts.totpLastStep, step)),
      ),
    )
    .returning({ id: staffAccounts.id });
  return rows.length === 1;
}

/** The pending secret becomes the account's, with a fresh set of recovery codes replacing any old ones. */
export async function confirmSecret(
  tx: Db,
  staffId: number,
  secret: string,
  step: number,
  codeHashes: readonly string[],
): Promise<boolean> {
  const rows = await tx
    .update(staffAccounts)
    .set({ totpSecret: secret, totpPendingSecret: null, totpLastStep: step })
    .where(
      and(
        eq(staffAccounts.id, staffId),
        eq(staffAccounts.totpPendingSecret, secret),
        or(isNull(staffAccounts.totpLastStep), lt(staffAccounts.totpLastStep, step)),
      ),
    )
    .returning({ id: staffAccounts.id });
  if (rows.length !== 1) return false;
  await tx.delete(staffRecoveryCodes).where(eq(staffRecoveryCodes.staffId, staffId));
  await tx.insert(staffRecoveryCodes).values(codeHashes.map((codeHash) => ({ staffId, codeHash })));
  return true;
}

/** Spends a recovery code: true once, false for an unknown or already spent one. */
export async function spendRecoveryCode(db: Db, staffId: number, codeHash: string): Promise<boolean> {
  const rows = await db
    .update(staffRecoveryCodes)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(staffRecoveryCodes.staffId, staffId),
        eq(staffRecoveryCodes.codeHash, codeHash),
        isNull(staffRecoveryCodes.usedAt),
      ),
    )
    .returning({ id: staffRecoveryCodes.id });
  return rows.length === 1;
}

export async function recoveryCodesLeft(db: Db, staffId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(staffRecoveryCodes)
    .where(and(eq(staffRecoveryCodes.staffId, staffId), isNull(staffRecoveryCodes.usedAt)));
  return row?.n ?? 0;
}

import type { StaffRole } from '@shop/contract/calls';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { staffAccounts, staffSessions } from './staff.tables.ts';

export interface StaffMember {
  id: number;
  email: string;
  name: string;
  role: StaffRole;
}

const staffColumns = {
  id: staffAccounts.id,
  email: staffAccounts.email,
  name: staffAccounts.name,
  role: staffAccounts.role,
};

/** An active account by email, with its hash for the password check. */
export async function findActiveStaffByEmail(
  db: Db,
  email: string,
): Promise<(StaffMember & { passwordHash: string }) | undefined> {
  const [row] = await db
    .select({ ...staffColumns, passwordHash: staffAccounts.passwordHash })
    .from(staffAccounts)
    .where(and(eq(staffAccounts.email, email.toLowerCase()), eq(staffAccounts.active, true)));
  return row;
}

export async function insertStaff(
  db: Db,
  values: { email: string; name: string; role: StaffRole; passwordHash: string },
): Promise<StaffMember | undefined> {
  const [row] = await db
    .insert(staffAccounts)
    .values({ ...values, email: values.email.toLowerCase() })
    .onConflictDoNothing({ target: staffAccounts.email })
    .returning(staffColumns);
  return row;
}

export async function openStaffSession(db: Db, staffId: number, expiresAt: Date): Promise<string> {
  const [row] = await db
    .insert(staffSessions)
    .values({ staffId, expiresAt })
    .returning({ id: staffSessions.id });
  if (!row) throw new Error('staff session insert returned nothing');
  return row.id;
}

/** The staff member of a live session: not signed out, not expired, account still active. */
export async function staffOfSession(
  db: Db,
  staffId: number,
  sessionId: string,
): Promise<StaffMember | undefined> {
  const [row] = await db
    .select(staffColumns)
    .from(staffSessions)
    .innerJoin(staffAccounts, eq(staffAccounts.id, staffSessions.staffId))
    .where(
      and(
        eq(staffSessions.id, sessionId),
        eq(staffSessions.staffId, staffId),
        isNull(staffSessions.revokedAt),
        gt(staffSessions.expiresAt, sql`now()`),
        eq(staffAccounts.active, true),
      ),
    );
  return row;
}

export async function revokeStaffSession(db: Db, sessionId: string): Promise<void> {
  await db
    .update(staffSessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(staffSessions.id, sessionId), isNull(staffSessions.revokedAt)));
}

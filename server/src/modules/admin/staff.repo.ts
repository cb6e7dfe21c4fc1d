import type { StaffRole } from '@shop/contract/calls';
import { and, desc, eq, gt, isNotNull, isNull, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { eqWhenGiven } from '../../db/filters.ts';
import { staffAccounts, staffSessions } from './staff.tables.ts';

export interface StaffMember {
  id: number;
  email: string;
  name: string;
  role: StaffRole;
  twoFactor: boolean;
}

const staffColumns = {
  id: staffAccounts.id,
  email: staffAccounts.email,
  name: staffAccounts.name,
  role: staffAccounts.role,
  twoFactor: sql<boolean>`${staffAccounts.totpSecret} IS NOT NULL`,
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

export async function openStaffSession(
  db: Db,
  staffId: number,
  expiresAt: Date,
  ip: string,
): Promise<string> {
  const [row] = await db
    .insert(staffSessions)
    .values({ staffId, expiresAt, ip })
    .returning({ id: staffSessions.id });
  if (!row) throw new Error('staff session insert returned nothing');
  return row.id;
}

const liveSession = and(
  isNull(staffSessions.revokedAt),
  gt(staffSessions.expiresAt, sql`now()`),
  eq(staffAccounts.active, true),
  // An owner's session counts only once two-step sign-in is on (sessions opened before it was required).
  or(ne(staffAccounts.role, 'owner'), isNotNull(staffAccounts.totpSecret)),
);

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
    .where(and(eq(staffSessions.id, sessionId), eq(staffSessions.staffId, staffId), liveSession));
  return row;
}

/** Ends a session; `onlyOf` limits it to one account's sessions. True when a live session ended. */
export async function revokeStaffSession(db: Db, sessionId: string, onlyOf?: number): Promise<boolean> {
  const rows = await db
    .update(staffSessions)
    .set({ revokedAt: sql`now()` })
    .where(
      and(
        eq(staffSessions.id, sessionId),
        isNull(staffSessions.revokedAt),
        gt(staffSessions.expiresAt, sql`now()`),
        eqWhenGiven(staffSessions.staffId, onlyOf),
      ),
    )
    .returning({ id: staffSessions.id });
  return rows.length === 1;
}

export interface OpenSession {
  id: string;
  staffId: number;
  staffName: string;
  ip: string | null;
  createdAt: Date;
  expiresAt: Date;
}

/** Live sessions, newest first: one account's, or every account's when `staffId` is undefined. */
export async function openSessions(db: Db, staffId: number | undefined): Promise<OpenSession[]> {
  const whose: SQL | undefined = eqWhenGiven(staffSessions.staffId, staffId);
  return db
    .select({
      id: staffSessions.id,
      staffId: staffSessions.staffId,
      staffName: staffAccounts.name,
      ip: staffSessions.ip,
      createdAt: staffSessions.createdAt,
      expiresAt: staffSessions.expiresAt,
    })
    .from(staffSessions)
    .innerJoin(staffAccounts, eq(staffAccounts.id, staffSessions.staffId))
    .where(and(whose, liveSession))
    .orderBy(desc(staffSessions.createdAt))
    .limit(200);
}

export async function findActiveStaffById(db: Db, staffId: number): Promise<StaffMember | undefined> {
  const [row] = await db
    .select(staffColumns)
    .from(staffAccounts)
    .where(and(eq(staffAccounts.id, staffId), eq(staffAccounts.active, true)));
  return row;
}

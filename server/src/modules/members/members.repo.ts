import type { Profile } from '@shop/contract/members/members.calls';
import { and, asc, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { members, tiers } from './members.tables.ts';

/** Who a session is for, and the stamp its token must carry (see jwt.ts). */
export interface SessionMember {
  id: number;
  email: string | null;
  firstName: string;
  lastName: string;
  sessionStamp: number;
}

export const sessionColumns = {
  id: members.id,
  email: members.email,
  firstName: members.firstName,
  lastName: members.lastName,
  // Worked out by the database, so issuing and checking a token read the stamp the same way.
  sessionStamp: sql<number>`floor(extract(epoch FROM ${members.tokensValidAfter}) * 1000)::float8`,
};

/** Moves tokens_valid_after strictly later, even twice within one millisecond: every earlier token ends. */
export const laterSessionStamp = sql`greatest(now(), ${members.tokensValidAfter} + interval '1 millisecond')`;

const emailProven = sql<boolean>`${members.emailVerifiedAt} IS NOT NULL`;
const phoneProven = sql<boolean>`${members.phoneVerifiedAt} IS NOT NULL`;

export const byEmail = (email: string): SQL => sql`lower(${members.email}) = lower(${email})`;

export async function findMemberByEmail(
  db: Db,
  email: string,
): Promise<(SessionMember & { passwordHash: string | null; emailProven: boolean }) | undefined> {
  const [row] = await db
    .select({ ...sessionColumns, passwordHash: members.passwordHash, emailProven: emailProven })
    .from(members)
    .where(byEmail(email));
  return row;
}

export async function emailInUse(db: Db, email: string): Promise<boolean> {
  const rows = await db.select({ id: members.id }).from(members).where(byEmail(email)).limit(1);
  return rows.length > 0;
}

export async function findMemberByPhone(
  db: Db,
  areaCode: string,
  phone: string,
): Promise<(SessionMember & { phoneProven: boolean }) | undefined> {
  const [row] = await db
    .select({ ...sessionColumns, phoneProven })
    .from(members)
    .where(and(eq(members.areaCode, areaCode), eq(members.phone, phone)));
  return row;
}

/** Inserts a member; a duplicate email or phone raises the database's unique violation. */
export async function insertMember(db: Db, values: typeof members.$inferInsert): Promise<SessionMember> {
  const [row] = await db.insert(members).values(values).returning(sessionColumns);
  return row!;
}

/** Same as insertMember, but a phone that gained a member meanwhile answers undefined. */
export async function insertPhoneMember(
  db: Db,
  values: typeof members.$inferInsert,
): Promise<SessionMember | undefined> {
  const [row] = await db
    .insert(members)
    .values(values)
    .onConflictDoNothing({ target: [members.areaCode, members.phone] })
    .returning(sessionColumns);
  return row;
}

/** New members start in the tier that needs no spend. */
export async function entryTierId(db: Db): Promise<number | null> {
  const [row] = await db.select({ id: tiers.id }).from(tiers).orderBy(asc(tiers.minSpendCents)).limit(1);
  return row?.id ?? null;
}

export async function readProfile(db: Db, memberId: number): Promise<Profile | undefined> {
  const [row] = await db
    .select({
      first_name: members.firstName,
      last_name: members.lastName,
      email: members.email,
      phone: members.phone,
      area_code: members.areaCode,
      country_id: members.countryId,
      gender: members.gender,
      tier_name: sql<string>`coalesce(${tiers.nameEn}, '')`,
      tier_name_zh: sql<string>`coalesce(${tiers.nameZh}, '')`,
      receive_marketing: members.receiveMarketing,
      email_verified: emailProven,
      phone_verified: phoneProven,
    })
    .from(members)
    .leftJoin(tiers, eq(tiers.id, members.tierId))
    .where(eq(members.id, memberId));
  return row;
}

export async function memberExists(db: Db, memberId: number): Promise<boolean> {
  const [row] = await db.select({ id: members.id }).from(members).where(eq(members.id, memberId));
  return row !== undefined;
}

import { eq, type SQLWrapper, sql } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/database.ts';
import { members, tiers } from './members.tables.ts';

/**
 * What other domains read or set on a member row: the points domain locks it, keeps the tier and
 * reviews it by join date; opening an order reads the contact details inside its first statement.
 */

export type Tier = typeof tiers.$inferSelect;

export interface LockedMember {
  tierId: number | null;
  createdAt: Date;
}

/**
 * The member's row lock, taken first by every transaction that reads points or spend and then writes
 * ledger rows (earning, transfers, reversals, cash credit, expiry). They take turns per member, so a
 * balance read under it is still the balance when the rows go in, and no two of them can lock the
 * balance rows in opposite orders. NO KEY UPDATE, so it never waits on a foreign key's share lock
 * (orders and ledger rows pointing at the member) and cannot deadlock with one.
 */
export async function lockMember(tx: Db, memberId: number): Promise<LockedMember | undefined> {
  const [member] = await tx
    .select({ tierId: members.tierId, createdAt: members.createdAt })
    .from(members)
    .where(eq(members.id, memberId))
    .for('no key update');
  return member;
}

export const readTiers = (db: Db): Promise<Tier[]> => db.select().from(tiers);

export async function setMemberTier(tx: Db, memberId: number, tierId: number | null): Promise<void> {
  await tx.update(members).set({ tierId }).where(eq(members.id, memberId));
}

/** Every member's id and join date, for a statement that joins them to its own rows. */
export const memberJoinDates = new QueryBuilder()
  .select({ id: members.id, createdAt: members.createdAt })
  .from(members)
  .as('member_joined');

/** Every member's name and email, for a console list that joins them to its own rows and searches them. */
export const memberNames = new QueryBuilder()
  .select({ id: members.id, email: members.email, firstName: members.firstName, lastName: members.lastName })
  .from(members)
  .as('member_names');

/** The member's email and phone as scalar subqueries, NULL for no member, to read inside another statement. */
export const memberContactSql = (memberId: SQLWrapper) => ({
  email: sql<string | null>`(SELECT ${members.email} FROM ${members} WHERE ${members.id} = ${memberId})`,
  phone: sql<string | null>`(SELECT ${members.phone} FROM ${members} WHERE ${members.id} = ${memberId})`,
});

import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { members } from '../members/members.tables.ts';

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

import { and, eq, gt, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { TOKEN_LIFETIME_SECONDS } from './jwt.ts';
import { sessionColumns } from './members.repo.ts';
import { members } from './members.tables.ts';
import { memberSessions } from './sessions.tables.ts';

export async function openSession(db: Db, memberId: number): Promise<string> {
  const [row] = await db
    .insert(memberSessions)
    .values({ memberId, expiresAt: sql`now() + make_interval(secs => ${TOKEN_LIFETIME_SECONDS})` })
    .returning({ id: memberSessions.id });
  if (!row) throw new Error('member session insert returned nothing');
  return row.id;
}

/** The stamp of a live session of the member (see jwt.ts), or undefined when it has ended. */
export async function liveSessionStamp(
  db: Db,
  memberId: number,
  sessionId: string,
): Promise<number | undefined> {
  const [row] = await db
    .select({ sessionStamp: sessionColumns.sessionStamp })
    .from(memberSessions)
    .innerJoin(members, eq(members.id, memberSessions.memberId))
    .where(
      and(
        eq(memberSessions.id, sessionId),
        eq(memberSessions.memberId, memberId),
        gt(memberSessions.expiresAt, sql`now()`),
      ),
    );
  return row?.sessionStamp;
}

export async function endSession(db: Db, sessionId: string): Promise<void> {
  await db.delete(memberSessions).where(eq(memberSessions.id, sessionId));
}

/** Ends every session of the member, or every one but `keep` (the browser that made a change). */
export async function endSessions(db: Db, memberId: number, keep?: string): Promise<void> {
  await db
    .delete(memberSessions)
    .where(
      and(
        eq(memberSessions.memberId, memberId),
        keep === undefined ? undefined : ne(memberSessions.id, keep),
      ),
    );
}

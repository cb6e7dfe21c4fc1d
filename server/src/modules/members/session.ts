import type { SessionUser } from '@shop/contract/members/member-fields';
import type { Config } from '../../config/env.ts';
import type { Db } from '../../db/database.ts';
import { authKeys } from './auth-keys.ts';
import { signMemberToken } from './jwt.ts';
import type { SessionMember } from './members.repo.ts';
import { openSession } from './sessions.repo.ts';

/** What every way of signing in answers: a Bearer token for a new session, and who it belongs to. */
export async function issueSession(
  db: Db,
  config: Config,
  member: SessionMember,
): Promise<{ token: string; user: SessionUser }> {
  const token = await signMemberToken(authKeys(config).jwt, {
    memberId: member.id,
    sessionStamp: member.sessionStamp,
    sessionId: await openSession(db, member.id),
  });
  return {
    token,
    user: { id: member.id, email: member.email, first_name: member.firstName, last_name: member.lastName },
  };
}

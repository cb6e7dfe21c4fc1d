import type { Config } from '../../config/env.ts';
import type { Db } from '../../db/database.ts';
import { ApiError } from '../../http/api-error.ts';
import type { CallContext, SignedInMember } from '../../http/call-handler.ts';
import { authKeys } from './auth-keys.ts';
import { verifyMemberToken } from './jwt.ts';
import { liveSessionStamp } from './sessions.repo.ts';

/**
 * The member a Bearer token stands for. Anything short of a valid, unexpired HS256 token of ours
 * whose session row is still there (not signed out) and whose stamp still matches the member's (no
 * password reset since) is 401 UNAUTHORIZED. The row is read on every call, so a sign-out on one
 * server holds on all of them.
 */
export async function authenticateMember(
  db: Db,
  config: Config,
  authorization: string | undefined,
): Promise<SignedInMember> {
  const token = /^Bearer ([\w.~+/=-]{1,4096})$/i.exec(authorization?.trim() ?? '')?.[1];
  const claims = token === undefined ? undefined : await verifyMemberToken(authKeys(config).jwt, token);
  if (!claims) throw new ApiError('UNAUTHORIZED');
  const stamp = await liveSessionStamp(db, claims.memberId, claims.sessionId);
  if (stamp === undefined || stamp !== claims.sessionStamp) throw new ApiError('UNAUTHORIZED');
  return { id: claims.memberId, sessionId: claims.sessionId };
}

/** The signed-in member of a call declared `auth: 'member'` (the API route resolved it). */
export function signedInMember(ctx: CallContext): SignedInMember {
  if (!ctx.member) throw new ApiError('UNAUTHORIZED');
  return ctx.member;
}

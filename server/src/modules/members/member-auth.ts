import type { Config } from '../../config/env.ts';
import type { Db } from '../../db/database.ts';
import { ApiError } from '../../http/api-error.ts';
import type { CallContext, SignedInMember } from '../../http/call-handler.ts';
import { authKeys } from './auth-keys.ts';
import { verifyMemberToken } from './jwt.ts';
import { sessionStampOf } from './members.repo.ts';

/**
 * The member a Bearer token stands for. Anything short of a valid, unexpired HS256 token of ours
 * for a member whose sessions it still matches (no password reset since) is 401 UNAUTHORIZED.
 */
export async function authenticateMember(
  db: Db,
  config: Config,
  authorization: string | undefined,
): Promise<SignedInMember> {
  const token = /^Bearer ([\w.~+/=-]{1,4096})$/i.exec(authorization?.trim() ?? '')?.[1];
  const claims = token === undefined ? undefined : await verifyMemberToken(authKeys(config).jwt, token);
  if (!claims) throw new ApiError('UNAUTHORIZED');
  const stamp = await sessionStampOf(db, claims.memberId);
  if (stamp === undefined || stamp !== claims.sessionStamp) throw new ApiError('UNAUTHORIZED');
  return { id: claims.memberId };
}

/** The signed-in member of a call declared `auth: 'member'` (the API route resolved it). */
export function signedInMember(ctx: CallContext): SignedInMember {
  if (!ctx.member) throw new ApiError('UNAUTHORIZED');
  return ctx.member;
}

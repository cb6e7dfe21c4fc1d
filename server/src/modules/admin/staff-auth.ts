import type { Config } from '../../config/env.ts';
import type { Db } from '../../db/database.ts';
import { ApiError } from '../../http/api-error.ts';
import type { CallContext, SignedInStaff } from '../../http/call-handler.ts';
import { staffOfSession } from './staff.repo.ts';
import { staffTokenKey, verifyStaffToken } from './staff-token.ts';

/**
 * The staff member a Bearer token stands for. Anything short of a valid, unexpired staff token of a
 * session that is still open, of an active account, is 401 STAFF_ONLY (member tokens included).
 */
export async function authenticateStaff(
  db: Db,
  config: Config,
  authorization: string | undefined,
): Promise<SignedInStaff> {
  const token = /^Bearer ([\w.~+/=-]{1,4096})$/i.exec(authorization?.trim() ?? '')?.[1];
  const claims = token === undefined ? undefined : await verifyStaffToken(staffTokenKey(config), token);
  if (!claims) throw new ApiError('STAFF_ONLY');
  const staff = await staffOfSession(db, claims.staffId, claims.sessionId);
  if (!staff) throw new ApiError('STAFF_ONLY');
  return { ...staff, sessionId: claims.sessionId };
}

/** The signed-in staff member of a call declared `auth: 'staff'` (the API route resolved it). */
export function signedInStaff(ctx: CallContext): SignedInStaff {
  if (!ctx.staff) throw new ApiError('STAFF_ONLY');
  return ctx.staff;
}

import { createHmac } from 'node:crypto';
import { errors, jwtVerify, SignJWT } from 'jose';
import { type Config, jwtSecret } from '../../config/env.ts';

/** A working day and then some: a lost laptop's session ends by itself overnight. */
export const STAFF_TOKEN_LIFETIME_SECONDS = 12 * 60 * 60;
const AUDIENCE = 'staff';

export interface StaffClaims {
  staffId: number;
  sessionId: string;
}

const keys = new WeakMap<Config, Uint8Array>();

/**
 * Staff tokens are signed with a key of their own, derived from the shop secret, and carry their own
 * audience: a member token (raw secret, audience `member`) fails both checks here, and a staff token
 * fails both checks of the member verifier.
 */
export function staffTokenKey(config: Config): Uint8Array {
  let key = keys.get(config);
  if (!key) {
    key = new Uint8Array(createHmac('sha256', jwtSecret(config)).update('staff-token').digest());
    keys.set(config, key);
  }
  return key;
}

export async function signStaffToken(key: Uint8Array, claims: StaffClaims, expiresAt: Date): Promise<string> {
  return new SignJWT({ sid: claims.sessionId })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(String(claims.staffId))
    .setAudience(AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
    .sign(key);
}

/** The claims of a valid staff token, or undefined for anything else (expired, tampered, other key). */
export async function verifyStaffToken(
  key: Uint8Array,
  token: string,
  now = Date.now(),
): Promise<StaffClaims | undefined> {
  try {
    const { payload } = await jwtVerify(token, key, {
      algorithms: ['HS256'],
      audience: AUDIENCE,
      requiredClaims: ['sub', 'iat', 'exp'],
      currentDate: new Date(now),
    });
    const staffId = Number(payload.sub);
    const sessionId = payload.sid;
    if (!Number.isSafeInteger(staffId) || staffId <= 0 || typeof sessionId !== 'string') return undefined;
    if (!/^[0-9a-f-]{36}$/.test(sessionId)) return undefined;
    return { staffId, sessionId };
  } catch (error) {
    if (error instanceof errors.JOSEError) return undefined;
    throw error;
  }
}

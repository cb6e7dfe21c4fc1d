import { errors, jwtVerify, SignJWT } from 'jose';

export const TOKEN_LIFETIME_SECONDS = 30 * 24 * 60 * 60;
const AUDIENCE = 'member';

export interface MemberClaims {
  memberId: number;
  /**
   * The member's `tokens_valid_after` (epoch ms) when the token was issued. A password reset moves
   * it, so every earlier token stops matching, even one issued in the same second as the reset:
   * `iat` alone has one-second precision and depends on each server's clock.
   */
  sessionStamp: number;
}

export async function signMemberToken(
  key: Uint8Array,
  claims: MemberClaims,
  now = Date.now(),
): Promise<string> {
  const iat = Math.floor(now / 1000);
  return new SignJWT({ tva: claims.sessionStamp })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(String(claims.memberId))
    .setAudience(AUDIENCE)
    .setIssuedAt(iat)
    .setExpirationTime(iat + TOKEN_LIFETIME_SECONDS)
    .sign(key);
}

/** The claims of a valid token, or undefined for anything else: expired, tampered, other algorithm or key. */
export async function verifyMemberToken(
  key: Uint8Array,
  token: string,
  now = Date.now(),
): Promise<MemberClaims | undefined> {
  try {
    const { payload } = await jwtVerify(token, key, {
      algorithms: ['HS256'],
      audience: AUDIENCE,
      requiredClaims: ['sub', 'iat', 'exp'],
      currentDate: new Date(now),
    });
    const memberId = Number(payload.sub);
    const sessionStamp = payload.tva;
    if (!Number.isSafeInteger(memberId) || memberId <= 0 || typeof sessionStamp !== 'number')
      return undefined;
    return { memberId, sessionStamp };
  } catch (error) {
    if (error instanceof errors.JOSEError) return undefined;
    throw error;
  }
}

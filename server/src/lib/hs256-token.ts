import { errors, type JWTPayload, jwtVerify, SignJWT } from 'jose';

/**
 * HS256 tokens with a subject, an audience and an expiry: the one way member and staff tokens are
 * signed and checked. Each kind has its own audience (and staff their own key), so neither passes
 * for the other.
 */
export function signHs256Token(
  key: Uint8Array,
  token: { audience: string; subject: number; claims: JWTPayload; issuedAt: number; expiresAt: number },
): Promise<string> {
  return new SignJWT(token.claims)
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(String(token.subject))
    .setAudience(token.audience)
    .setIssuedAt(token.issuedAt)
    .setExpirationTime(token.expiresAt)
    .sign(key);
}

/**
 * The payload and the positive whole subject of a valid token, or undefined for anything else:
 * expired, tampered, another algorithm, key or audience.
 */
export async function verifyHs256Token(
  key: Uint8Array,
  token: string,
  audience: string,
  now: number,
): Promise<{ subject: number; payload: JWTPayload } | undefined> {
  try {
    const { payload } = await jwtVerify(token, key, {
      algorithms: ['HS256'],
      audience,
      requiredClaims: ['sub', 'iat', 'exp'],
      currentDate: new Date(now),
    });
    const subject = Number(payload.sub);
    if (!Number.isSafeInteger(subject) || subject <= 0) return undefined;
    return { subject, payload };
  } catch (error) {
    if (error instanceof errors.JOSEError) return undefined;
    throw error;
  }
}

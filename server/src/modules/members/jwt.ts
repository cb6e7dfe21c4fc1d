import { signHs256Token, verifyHs256Token } from '../../lib/hs256-token.ts';

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
  /** The member_sessions row the token stands for: signing out deletes it (sessions.tables.ts). */
  sessionId: string;
}

export function signMemberToken(key: Uint8Array, claims: MemberClaims, now = Date.now()): Promise<string> {
  const iat = Math.floor(now / 1000);
  return signHs256Token(key, {
    audience: AUDIENCE,
    subject: claims.memberId,
    claims: { tva: claims.sessionStamp, sid: claims.sessionId },
    issuedAt: iat,
    expiresAt: iat + TOKEN_LIFETIME_SECONDS,
  });
}

/** The claims of a valid token, or undefined for anything else: expired, tampered, other algorithm or key. */
export async function verifyMemberToken(
  key: Uint8Array,
  token: string,
  now = Date.now(),
): Promise<MemberClaims | undefined> {
  const verified = await verifyHs256Token(key, token, AUDIENCE, now);
  const sessionStamp = verified?.payload.tva;
  const sessionId = verified?.payload.sid;
  if (!verified || typeof sessionStamp !== 'number' || typeof sessionId !== 'string') return undefined;
  return { memberId: verified.subject, sessionStamp, sessionId };
}

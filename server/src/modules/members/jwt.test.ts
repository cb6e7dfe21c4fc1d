import { SignJWT, UnsecuredJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { signMemberToken, TOKEN_LIFETIME_SECONDS, verifyMemberToken } from './jwt.ts';

const key = new TextEncoder().encode('k'.repeat(43));
const claims = {
  memberId: 7,
  sessionStamp: 1_700_000_000_123,
  sessionId: '0b5e6c1e-5d1f-4b5e-9c61-1f7f3c2a9d10',
};
const now = 1_800_000_000_000;

/** A token for member 7, valid for a minute from `now`, that signMemberToken would not make. */
function handMadeToken(payload: Record<string, unknown>, alg: string, signingKey: Uint8Array) {
  return new SignJWT(payload)
    .setProtectedHeader({ alg })
    .setSubject('7')
    .setAudience('member')
    .setIssuedAt(now / 1000)
    .setExpirationTime(now / 1000 + 60)
    .sign(signingKey);
}

function decodePayload(token: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString());
}

describe('member tokens', () => {
  it('carry sub, iat and an exp 30 days later that the storefront can read', async () => {
    const token = await signMemberToken(key, claims, now);
    const payload = decodePayload(token);
    expect(payload).toMatchObject({ sub: '7', iat: now / 1000, exp: now / 1000 + TOKEN_LIFETIME_SECONDS });
    expect(await verifyMemberToken(key, token, now)).toEqual(claims);
  });

  it('are refused once expired', async () => {
    const token = await signMemberToken(key, claims, now);
    expect(await verifyMemberToken(key, token, now + TOKEN_LIFETIME_SECONDS * 1000 + 1000)).toBeUndefined();
  });

  it('are refused when signed with another key', async () => {
    const token = await signMemberToken(new TextEncoder().encode('another key'), claims, now);
    expect(await verifyMemberToken(key, token, now)).toBeUndefined();
  });

  it('are refused when the payload is changed', async () => {
    const token = await signMemberToken(key, claims, now);
    const [header, , signature] = token.split('.');
    const forged = Buffer.from(JSON.stringify({ ...decodePayload(token), sub: '1' })).toString('base64url');
    expect(await verifyMemberToken(key, `${header}.${forged}.${signature}`, now)).toBeUndefined();
  });

  it('are refused without a signature (alg none)', async () => {
    const unsigned = new UnsecuredJWT({ tva: claims.sessionStamp, aud: 'member' })
      .setSubject('7')
      .setIssuedAt(now / 1000)
      .setExpirationTime(now / 1000 + 60)
      .encode();
    expect(await verifyMemberToken(key, unsigned, now)).toBeUndefined();
  });

  it('are refused with another HMAC algorithm or without the session stamp', async () => {
    const longKey = new Uint8Array(64).fill(1);
    const hs512 = await handMadeToken({ tva: claims.sessionStamp }, 'HS512', longKey);
    expect(await verifyMemberToken(longKey, hs512, now)).toBeUndefined();
    const noStamp = await handMadeToken({}, 'HS256', key);
    expect(await verifyMemberToken(key, noStamp, now)).toBeUndefined();
  });

  it('are refused without a session id (tokens issued before sessions were rows)', async () => {
    const noSession = await handMadeToken({ tva: claims.sessionStamp }, 'HS256', key);
    expect(await verifyMemberToken(key, noSession, now)).toBeUndefined();
  });

  it('are refused when they are not tokens at all', async () => {
    expect(await verifyMemberToken(key, 'not.a.token', now)).toBeUndefined();
    expect(await verifyMemberToken(key, '', now)).toBeUndefined();
  });
});

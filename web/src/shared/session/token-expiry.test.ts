import { describe, expect, it } from 'vitest';
import { isTokenExpired } from './token-expiry.ts';

const token = (payload: object) => `h.${Buffer.from(JSON.stringify(payload)).toString('base64url')}.s`;

describe('isTokenExpired', () => {
  it('reads the expiry of a JWT', () => {
    const now = Date.UTC(2026, 10, 22);
    expect(isTokenExpired(token({ exp: now / 1000 - 1 }), now)).toBe(true);
    expect(isTokenExpired(token({ exp: now / 1000 + 60 }), now)).toBe(false);
  });

  it('treats an unreadable token as not expired', () => {
    expect(isTokenExpired('garbage')).toBe(false);
    expect(isTokenExpired('a.%%%.b')).toBe(false);
    expect(isTokenExpired(token({ sub: 1 }))).toBe(false);
  });
});

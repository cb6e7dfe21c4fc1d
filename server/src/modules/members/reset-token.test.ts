import { describe, expect, it } from 'vitest';
import { hashResetToken, newResetToken, resetLink } from './reset-token.ts';

describe('password reset tokens', () => {
  it('carry at least 128 random bits and are stored only as a hash', () => {
    const { token, hash } = newResetToken();
    expect(Buffer.from(token, 'base64url').length).toBeGreaterThanOrEqual(16);
    expect(hash).toBe(hashResetToken(token));
    expect(hash).not.toContain(token);
    expect(newResetToken().token).not.toBe(token);
  });

  it('travel in a /reset-password link', () => {
    expect(resetLink('https://shop.example', 'abc-_1')).toBe(
      'https://shop.example/reset-password?token=abc-_1',
    );
  });
});

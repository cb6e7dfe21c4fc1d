import { describe, expect, it } from 'vitest';
import { accessFor, afterSignIn, rememberedPath } from './access.ts';

const jwt = (exp: number) => `h.${Buffer.from(JSON.stringify({ exp })).toString('base64url')}.s`;

describe('protected route decision', () => {
  const now = Date.UTC(2026, 0, 15);

  it('sends a visitor without a token to sign in', () => {
    expect(accessFor(null, now)).toBe('sign-in');
    expect(accessFor('', now)).toBe('sign-in');
  });

  it('lets a live token in and holds an expired one back', () => {
    expect(accessFor(jwt(now / 1000 + 60), now)).toBe('allow');
    expect(accessFor(jwt(now / 1000 - 1), now)).toBe('expired');
  });

  it('lets an unreadable token in: the server judges it and answers 401', () => {
    expect(accessFor('not-a-jwt', now)).toBe('allow');
  });
});

describe('remembered page', () => {
  it('reads the page a protected route left behind', () => {
    expect(rememberedPath({ from: { pathname: '/my-account', search: '?tab=orders', hash: '' } })).toBe(
      '/my-account?tab=orders',
    );
    expect(rememberedPath({ from: { pathname: '/credit-shop' } })).toBe('/credit-shop');
  });

  it('ignores anything else', () => {
    expect(rememberedPath(null)).toBeNull();
    expect(rememberedPath({})).toBeNull();
    expect(rememberedPath({ from: { pathname: '//evil.example/x' } })).toBeNull();
    expect(rememberedPath({ from: { pathname: 'https://evil.example' } })).toBeNull();
    expect(rememberedPath({ from: { pathname: '/login-register' } })).toBeNull();
  });
});

describe('after signing in', () => {
  it('goes back to checkout when the shopper came from the cart', () => {
    expect(afterSignIn({ checkout: true, from: '/credit-shop', newUser: true })).toBe(
      '/checkout?guest_checkout=0',
    );
  });

  it('takes a new member to their account', () => {
    expect(afterSignIn({ checkout: false, from: '/credit-shop', newUser: true })).toBe('/my-account');
  });

  it('returns to the remembered page, or the account', () => {
    expect(afterSignIn({ checkout: false, from: '/credit-shop', newUser: false })).toBe('/credit-shop');
    expect(afterSignIn({ checkout: false, from: null, newUser: false })).toBe('/my-account');
  });
});

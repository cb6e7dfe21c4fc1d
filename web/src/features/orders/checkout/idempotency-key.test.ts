import { describe, expect, it } from 'vitest';
import { newIdempotencyKey } from './idempotency-key.ts';

describe('checkout idempotency keys', () => {
  it('carry 128 random bits in the characters the server accepts', () => {
    const key = newIdempotencyKey();
    expect(key).toMatch(/^checkout-[0-9a-f]{32}$/);
    expect(newIdempotencyKey()).not.toBe(key);
  });
});

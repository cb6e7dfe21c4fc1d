import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './password.ts';

describe('password hashing', () => {
  it('verifies the right password and refuses a wrong one', async () => {
    const stored = await hashPassword('Coffee2024!');
    expect(stored).not.toContain('Coffee2024!');
    expect(await verifyPassword('Coffee2024!', stored)).toBe(true);
    expect(await verifyPassword('coffee2024!', stored)).toBe(false);
  });

  it('uses every character of a long password (no 72-byte truncation)', async () => {
    const long = `${'a'.repeat(72)}Tail-of-8`;
    const stored = await hashPassword(long);
    expect(await verifyPassword(long.slice(0, 72), stored)).toBe(false);
    expect(await verifyPassword(long, stored)).toBe(true);
  });

  it('salts each hash', async () => {
    expect(await hashPassword('Same1234')).not.toBe(await hashPassword('Same1234'));
  });
});

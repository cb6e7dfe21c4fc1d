import { describe, expect, it } from 'vitest';
import { hashPassword, passwordCost, verifyPassword } from './password.ts';

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

  it('hashes at full cost everywhere but the test runner, and verifies a hash by the cost it records', async () => {
    expect(passwordCost('production')).toBe(2 ** 16);
    expect(passwordCost(undefined)).toBe(2 ** 16);
    expect(passwordCost('development')).toBe(2 ** 16);
    expect(passwordCost('test')).toBe(2 ** 10);
    // Made once at the production cost: a shop's existing hashes keep verifying under the tests' cost.
    const atFullCost =
      'scrypt$65536$dPu5XRnfmDUOh968NAYk0g$OtKAT3tlUDPTrYHDCH3mFhORSulvLFiJf_Q32xlw5elO1_bsf3HT2rxrXK87NGgpfJ8_mYCJmX3DVJjUYUBECg';
    expect(await verifyPassword('Coffee2024!', atFullCost)).toBe(true);
    expect(await verifyPassword('Coffee2024?', atFullCost)).toBe(false);
    expect((await hashPassword('Coffee2024!')).startsWith(`scrypt$${2 ** 10}$`)).toBe(true);
  });
});

import { describe, expect, it } from 'vitest';
import { hashOtpCode, newOtpCode, phoneAddress } from './otp-code.ts';

const key = Buffer.alloc(32, 3);

describe('one-time codes', () => {
  it('are six digits, zeros kept, and vary', () => {
    const codes = new Set(Array.from({ length: 200 }, newOtpCode));
    for (const code of codes) expect(code).toMatch(/^\d{6}$/);
    expect(codes.size).toBeGreaterThan(190);
  });

  it('go to +{area_code}{phone}', () => {
    expect(phoneAddress('852', '91234567')).toBe('+85291234567');
  });

  it('are stored as a keyed hash bound to the phone', () => {
    const hash = hashOtpCode(key, '+85291234567', '012345');
    expect(hash).not.toContain('012345');
    expect(hashOtpCode(key, '+85291234567', '012345')).toBe(hash);
    expect(hashOtpCode(key, '+85291234568', '012345')).not.toBe(hash);
    expect(hashOtpCode(Buffer.alloc(32, 4), '+85291234567', '012345')).not.toBe(hash);
  });
});

import { describe, expect, it } from 'vitest';
import { otpGet } from './members/otp.calls.ts';
import { fitsAreaCode, phoneDigits } from './phone-number.ts';

describe('the phone rule', () => {
  it('reads full-width digits, spaces and dashes as people type them', () => {
    expect(phoneDigits('９１２３４５６７')).toBe('91234567');
    expect(phoneDigits('９１２３　４５６７')).toBe('91234567');
    expect(phoneDigits(' 9123-4567 ')).toBe('91234567');
    expect(phoneDigits('(+852) 9123 4567')).toBe('85291234567');
  });

  it('takes a Hong Kong mobile: 8 digits starting 4 to 9', () => {
    for (const mobile of ['41234567', '51234567', '61234567', '71234567', '81234567', '91234567'])
      expect(fitsAreaCode(mobile, '852')).toBe(true);
    for (const bad of ['9123456', '912345678', '21234567', '31234567', '01234567', '9123456a'])
      expect(fitsAreaCode(bad, '852')).toBe(false);
  });

  it('takes 6 to 15 digits for other countries', () => {
    expect(fitsAreaCode('912345678', '886')).toBe(true);
    expect(fitsAreaCode('12345', '886')).toBe(false);
    expect(fitsAreaCode('1'.repeat(16), '44')).toBe(false);
  });

  it('is the rule the sign-in code call applies, Hong Kong by default', () => {
    expect(otpGet.input.parse({ phone: '９１２３ ４５６７' })).toEqual({
      phone: '91234567',
      area_code: '852',
    });
    const short = otpGet.input.safeParse({ phone: '9123456' });
    expect(short.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['phone']);
    expect(otpGet.input.safeParse({ phone: '912345678', area_code: '852' }).success).toBe(false);
    expect(otpGet.input.safeParse({ phone: '912345678', area_code: '886' }).success).toBe(true);
  });
});

import { describe, expect, it } from 'vitest';
import { canSendCode, codeDigits, RESEND_SECONDS, secondsLeft } from './countdown.ts';

describe('resend countdown', () => {
  const start = 1_000_000;

  it('counts 60 whole seconds down to 0 from the moment the code was sent', () => {
    expect(RESEND_SECONDS).toBe(60);
    expect(secondsLeft(start, start)).toBe(60);
    expect(secondsLeft(start, start + 1)).toBe(60);
    expect(secondsLeft(start, start + 1_000)).toBe(59);
    expect(secondsLeft(start, start + 59_001)).toBe(1);
    expect(secondsLeft(start, start + 60_000)).toBe(0);
    expect(secondsLeft(start, start + 3_600_000)).toBe(0);
  });

  it('is 0 before any code was sent', () => {
    expect(secondsLeft(null, start)).toBe(0);
  });

  it('lets the shopper send only with a phone, not while sending or counting down', () => {
    expect(canSendCode({ phone: '91234567', sending: false, remaining: 0 })).toBe(true);
    expect(canSendCode({ phone: '  ', sending: false, remaining: 0 })).toBe(false);
    expect(canSendCode({ phone: '91234567', sending: true, remaining: 0 })).toBe(false);
    expect(canSendCode({ phone: '91234567', sending: false, remaining: 12 })).toBe(false);
  });
});

describe('one-time code field', () => {
  it('keeps digits only, at most 6', () => {
    expect(codeDigits('12a3 4-5')).toBe('12345');
    expect(codeDigits('1234567')).toBe('123456');
    expect(codeDigits('abc')).toBe('');
  });
});

import { describe, expect, it } from 'vitest';
import { cents, formatHkd, formatHkdDollars, fromWire, toWire } from './money.ts';

describe('money on the wire', () => {
  it('sends cents as dollars with two decimals', () => {
    expect(toWire(cents(12_850))).toBe(128.5);
    expect(toWire(cents(1))).toBe(0.01);
  });

  it('reads dollars back to whole cents without float drift', () => {
    expect(fromWire(0.1 + 0.2)).toBe(30);
    expect(fromWire(19.99)).toBe(1999);
    expect(fromWire(-4.005)).toBe(-401);
  });

  it('refuses fractional cents', () => {
    expect(() => cents(1.5)).toThrow(RangeError);
  });
});

describe('formatHkd', () => {
  it('writes whole dollars without decimals and groups thousands', () => {
    expect(formatHkd(150_000)).toBe('HK$1,500');
    expect(formatHkd(1_250)).toBe('HK$12.50');
    expect(formatHkd(49_950)).toBe('HK$499.50');
    expect(formatHkd(100_000)).toBe('HK$1,000');
  });

  it('writes an amount in dollars the same way', () => {
    expect(formatHkdDollars(500)).toBe('HK$500');
    expect(formatHkdDollars(499.5)).toBe('HK$499.50');
    expect(formatHkdDollars(12_345.67)).toBe('HK$12,345.67');
  });
});

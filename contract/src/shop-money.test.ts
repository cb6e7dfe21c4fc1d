import { describe, expect, it } from 'vitest';
import { formatCredit, formatCreditCents, formatPrice } from './shop-money.ts';

const hkd = { currencySymbol: '$', currencyRate: 1 };

describe('shop money', () => {
  it('writes credit as the money it pays, at the shop rate unless told another', () => {
    expect(formatCredit(120, hkd)).toBe('$120.00');
    expect(formatCredit(1300)).toBe('$1,300.00');
    expect(formatCredit(10, hkd, 0.5)).toBe('$5.00');
    expect(formatCredit(0, hkd)).toBe('$0.00');
  });

  it('writes credit kept in cents the same way', () => {
    expect(formatCreditCents(12_000)).toBe('$120.00');
    expect(formatCreditCents(1_050)).toBe('$10.50');
  });

  it('rounds half a cent up and keeps a discount line symmetrical', () => {
    expect(formatPrice(1.005)).toBe('$1.01');
    expect(formatPrice(-1.005)).toBe('-$1.01');
  });
});

import { describe, expect, it } from 'vitest';
import { formatCredit } from './credit.ts';

const hkd = { currencySymbol: '$', currencyRate: 1 };

describe('credit', () => {
  it('is written as the money it pays, at the shop rate unless told another', () => {
    expect(formatCredit(120, hkd)).toBe('$120.00');
    expect(formatCredit(1300, hkd)).toBe('$1,300.00');
    expect(formatCredit(10, hkd, 0.5)).toBe('$5.00');
    expect(formatCredit(0, hkd)).toBe('$0.00');
  });
});

import { describe, expect, it } from 'vitest';
import { groupedDigits } from './grouped-digits.ts';

const withCents = (locale: string) =>
  new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const whole = (locale: string) => new Intl.NumberFormat(locale, { maximumFractionDigits: 0 });

/** Amounts of every length, from a cent to billions, with and without cents, both signs. */
function spreadOfAmounts(): number[] {
  const amounts = [0, 0.01, 0.1, 0.99, 1, 9.5, 10, 99.99, 100, 999, 1000, 1000.5, 12_345.67];
  for (let digits = 1; digits <= 12; digits++) {
    const top = 10 ** digits;
    amounts.push(top - 1, top, top + 1, Math.round(top * 0.7731) / 100, Math.round(top * 0.4219));
  }
  return [...amounts, ...amounts.map((a) => -a).filter((a) => a !== 0)];
}

describe('groupedDigits', () => {
  it('writes what Intl writes in English and in Hong Kong Chinese, with and without cents', () => {
    for (const locale of ['en-HK', 'zh-HK']) {
      for (const amount of spreadOfAmounts()) {
        const cents = Math.round(amount * 100) / 100;
        expect(groupedDigits(cents, 2)).toBe(withCents(locale).format(cents));
        // `|| 0`: Intl writes minus zero as "-0", which no amount here should read as.
        const dollars = Math.round(amount) || 0;
        expect(groupedDigits(dollars, 0)).toBe(whole(locale).format(dollars));
      }
    }
  });

  it('groups thousands and keeps two decimals', () => {
    expect(groupedDigits(1_234_567.5, 2)).toBe('1,234,567.50');
    expect(groupedDigits(1850)).toBe('1,850');
    expect(groupedDigits(-500, 2)).toBe('-500.00');
  });

  it('never writes a minus before a figure that rounds to zero', () => {
    expect(groupedDigits(-0.001, 2)).toBe('0.00');
    expect(groupedDigits(-0)).toBe('0');
  });
});

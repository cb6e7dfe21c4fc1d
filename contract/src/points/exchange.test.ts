import { describe, expect, it } from 'vitest';
import { exchangeFor } from './exchange.ts';

const rate = { fromAmount: 500, toAmount: 5 };

describe('exchangeFor', () => {
  it('gives the multiple of the unit for a whole multiple', () => {
    expect(exchangeFor(500, rate)).toEqual({ units: 1, received: 5 });
    expect(exchangeFor(1_500, rate)).toEqual({ units: 3, received: 15 });
  });

  it('refuses zero, negatives, fractions and amounts between multiples', () => {
    for (const given of [0, -500, 250, 501, 500.5, Number.NaN, Number.POSITIVE_INFINITY])
      expect(exchangeFor(given, rate)).toBeUndefined();
  });
});

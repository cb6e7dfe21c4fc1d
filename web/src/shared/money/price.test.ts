import { describe, expect, it } from 'vitest';
import { discountBadge, discountedPrice, formatPrice, priceOf } from './price.ts';

const hkd = { currencySymbol: '$', currencyRate: 1 };

describe('formatPrice', () => {
  it('shows the symbol and two decimals', () => {
    expect(formatPrice(168, hkd)).toBe('$168.00');
    expect(formatPrice(12.5, hkd)).toBe('$12.50');
    expect(formatPrice(0, hkd)).toBe('$0.00');
  });

  it('groups thousands', () => {
    expect(formatPrice(12880, hkd)).toBe('$12,880.00');
  });

  it('multiplies by the rate and rounds to cents, half up', () => {
    expect(formatPrice(100, { currencySymbol: 'US$', currencyRate: 0.128 })).toBe('US$12.80');
    expect(formatPrice(1.005, hkd)).toBe('$1.01');
    expect(formatPrice(10, { currencySymbol: '$', currencyRate: 1 / 3 })).toBe('$3.33');
  });

  it('puts the minus sign before the symbol', () => {
    expect(formatPrice(-20.5, hkd)).toBe('-$20.50');
  });
});

describe('discountedPrice', () => {
  it('is null without a discount', () => {
    expect(discountedPrice(168, 0)).toBeNull();
    expect(discountedPrice(168, -5)).toBeNull();
  });

  it('takes the percent off, to the cent', () => {
    expect(discountedPrice(388, 10)).toBe(349.2);
    expect(discountedPrice(99.99, 15)).toBe(84.99);
  });
});

describe('priceOf', () => {
  it('uses the retail price when there is no discount, whatever the sale price says', () => {
    expect(priceOf({ retail_price: 168, sale_price: 150, discount: 0 })).toEqual({ now: 168, was: null });
  });

  it("uses the server's sale price with a discount", () => {
    expect(priceOf({ retail_price: 388, sale_price: 349, discount: 10 })).toEqual({ now: 349, was: 388 });
  });

  it('falls back to the computed price when no sale price came', () => {
    expect(priceOf({ retail_price: 388, sale_price: 0, discount: 10 })).toEqual({ now: 349.2, was: 388 });
  });
});

describe('discountBadge', () => {
  it('rounds the percent', () => {
    expect(discountBadge(12.5)).toBe(13);
    expect(discountBadge(10)).toBe(10);
  });
});

import { describe, expect, it } from 'vitest';
import { canDecrementLine, canIncrementLine, clampLineQuantity, isFreeGift } from './cart-line-rules.ts';

const line = (quantity: number, inventory: number, free: 0 | 1 = 0) => ({
  quantity,
  inventory,
  is_free_product: free,
});

describe('cart line stepper', () => {
  it('increments only while the quantity is below the stock', () => {
    expect(canIncrementLine(line(11, 12))).toBe(true);
    expect(canIncrementLine(line(12, 12))).toBe(false);
    expect(canIncrementLine(line(3, 0))).toBe(false);
  });

  it('never goes below 1', () => {
    expect(canDecrementLine(line(2, 12))).toBe(true);
    expect(canDecrementLine(line(1, 12))).toBe(false);
  });

  it('keeps a typed quantity whole and between 1 and the stock', () => {
    expect(clampLineQuantity('99', line(2, 12))).toBe(12);
    expect(clampLineQuantity('0', line(2, 12))).toBe(1);
    expect(clampLineQuantity('-4', line(2, 12))).toBe(1);
    expect(clampLineQuantity('3.7', line(2, 12))).toBe(3);
    expect(clampLineQuantity('', line(2, 12))).toBeNull();
    expect(clampLineQuantity('abc', line(2, 12))).toBeNull();
  });
});

describe('free gifts', () => {
  it('are the lines marked is_free_product 1', () => {
    expect(isFreeGift(line(1, 300, 1))).toBe(true);
    expect(isFreeGift(line(1, 300, 0))).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { canConfirm, canDecrease, canIncrease, START_QUANTITY } from './credit-quantity.ts';

describe('credit quantity', () => {
  it('starts at 1 and goes down to 0, never below', () => {
    expect(START_QUANTITY).toBe(1);
    expect(canDecrease(1)).toBe(true);
    expect(canDecrease(0)).toBe(false);
  });

  it('goes up only while one more unit stays within the Beans balance', () => {
    expect(canIncrease(1, 500, 1_000)).toBe(true);
    expect(canIncrease(2, 500, 1_000)).toBe(false);
    expect(canIncrease(0, 500, 499)).toBe(false);
    expect(canIncrease(11, 500, 5_800)).toBe(false);
    expect(canIncrease(10, 500, 5_800)).toBe(true);
  });

  it('confirms at 1 or more units the balance covers', () => {
    expect(canConfirm(0, 500, 5_000)).toBe(false);
    expect(canConfirm(2, 500, 1_000)).toBe(true);
    expect(canConfirm(1, 500, 499)).toBe(false);
  });
});

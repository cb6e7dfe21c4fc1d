import { describe, expect, it } from 'vitest';
import { canAddToCart, canDecrement, canIncrement, isOutOfStock } from './stepper.ts';

describe('quantity stepper', () => {
  it('never goes below 1', () => {
    expect(canDecrement(1)).toBe(false);
    expect(canDecrement(2)).toBe(true);
  });

  it('increments only while the quantity is below inventory minus what is in the cart', () => {
    expect(canIncrement(1, 5, 0)).toBe(true);
    expect(canIncrement(4, 5, 0)).toBe(true);
    expect(canIncrement(5, 5, 0)).toBe(false);
    expect(canIncrement(2, 5, 3)).toBe(false);
    expect(canIncrement(1, 5, 3)).toBe(true);
    expect(canIncrement(1, undefined, 0)).toBe(false);
  });
});

describe('add to cart', () => {
  it('is out of stock at inventory 0 or missing', () => {
    expect(isOutOfStock(0)).toBe(true);
    expect(isOutOfStock(undefined)).toBe(true);
    expect(isOutOfStock(3)).toBe(false);
  });

  it('is disabled when the cart already holds the inventory', () => {
    expect(canAddToCart(5, 4)).toBe(true);
    expect(canAddToCart(5, 5)).toBe(false);
    expect(canAddToCart(5, 6)).toBe(false);
    expect(canAddToCart(0, 0)).toBe(false);
  });
});

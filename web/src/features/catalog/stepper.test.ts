import { describe, expect, it } from 'vitest';
import { canAddToCart, canDecrement, canIncrement, isOutOfStock, typedQuantity } from './stepper.ts';

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

describe('a typed quantity', () => {
  it('is kept between 1 and the most the shopper can add, and says when it was cut down', () => {
    expect(typedQuantity('3', 16)).toEqual({ quantity: 3, clamped: false });
    expect(typedQuantity('16', 16)).toEqual({ quantity: 16, clamped: false });
    expect(typedQuantity('999', 16)).toEqual({ quantity: 16, clamped: true });
    expect(typedQuantity('0', 16)).toEqual({ quantity: 1, clamped: false });
    expect(typedQuantity('2.7', 16)).toEqual({ quantity: 2, clamped: false });
  });

  it('is nothing while the field is empty or not a number', () => {
    expect(typedQuantity('', 16)).toBeNull();
    expect(typedQuantity('abc', 16)).toBeNull();
  });
});

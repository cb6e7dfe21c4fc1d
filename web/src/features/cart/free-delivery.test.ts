import { describe, expect, it } from 'vitest';
import { freeDeliveryGap } from './free-delivery.ts';

const hongKong = {
  id: 1,
  name_en: 'Hong Kong',
  name_zh: '香港',
  shipping_fee: 40,
  free_shipping_threshold: 500,
};

describe('free delivery gap', () => {
  it('is what is left to spend below the threshold', () => {
    expect(freeDeliveryGap(336, hongKong)).toBe(164);
    expect(freeDeliveryGap(499.9, hongKong)).toBe(0.1);
  });

  it('is null at or above the threshold, without one, or without a country', () => {
    expect(freeDeliveryGap(500, hongKong)).toBeNull();
    expect(freeDeliveryGap(10, { ...hongKong, free_shipping_threshold: null })).toBeNull();
    expect(freeDeliveryGap(10, undefined)).toBeNull();
  });
});

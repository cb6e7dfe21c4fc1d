import type { Country, DeliveryCountry } from '@shop/contract/lookups/lookups.calls';
import { describe, expect, it } from 'vitest';
import { localFreeShippingThreshold } from './free-shipping.ts';

const delivery = (name_en: string, free_shipping_threshold: number | null): DeliveryCountry => ({
  id: name_en.length,
  name_en,
  name_zh: name_en,
  shipping_fee: 40,
  free_shipping_threshold,
});
const country = (name_en: string, iso_code: string): Country => ({
  id: 1,
  name_en,
  name_zh: name_en,
  iso_code,
  area_code: '852',
});

describe('localFreeShippingThreshold', () => {
  const list = [delivery('Macau', 1000), delivery('Hong Kong SAR', 500), delivery('Hong Kong', 450)];

  it('finds Hong Kong by its ISO code', () => {
    expect(localFreeShippingThreshold(list, [country('Hong Kong SAR', 'HK')])).toBe(500);
  });

  it('falls back to the English name before the countries load', () => {
    expect(localFreeShippingThreshold(list, [])).toBe(450);
  });

  it('is null when Hong Kong is not delivered to or has no threshold', () => {
    expect(localFreeShippingThreshold([], [])).toBeNull();
    expect(localFreeShippingThreshold([delivery('Hong Kong', null)], [])).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { HONG_KONG, isHongKongCountry, isHongKongDelivery } from './hong-kong.ts';

const countries = [
  { id: 1, name_en: 'Hong Kong SAR', name_zh: '香港', iso_code: 'HK', area_code: '852' },
  { id: 3, name_en: 'Taiwan', name_zh: '台灣', iso_code: 'TW', area_code: '886' },
];

describe('Hong Kong', () => {
  it('is the country with its ISO code', () => {
    expect(isHongKongCountry(countries[0])).toBe(true);
    expect(isHongKongCountry(countries[1])).toBe(false);
    expect(isHongKongCountry(undefined)).toBe(false);
  });

  it('is recognised among the delivery countries by the name the country list gives it', () => {
    expect(isHongKongDelivery({ name_en: 'Hong Kong SAR' }, countries)).toBe(true);
    expect(isHongKongDelivery({ name_en: HONG_KONG.nameEn }, countries)).toBe(false);
    expect(isHongKongDelivery({ name_en: 'Taiwan' }, countries)).toBe(false);
    expect(isHongKongDelivery(undefined, countries)).toBe(false);
  });

  it('goes by its English name while the country list is still loading', () => {
    expect(isHongKongDelivery({ name_en: 'Hong Kong' }, [])).toBe(true);
    expect(isHongKongDelivery({ name_en: 'Taiwan' }, [])).toBe(false);
  });
});

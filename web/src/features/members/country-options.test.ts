import type { Country } from '@shop/contract/lookups/lookups.calls';
import { describe, expect, it } from 'vitest';
import { areaCodeOptions, countryOptions } from './country-options.ts';

const country = (id: number, en: string, zh: string, code: string): Country => ({
  id,
  name_en: en,
  name_zh: zh,
  iso_code: en.slice(0, 2).toUpperCase(),
  area_code: code,
});

const countries = [
  country(1, 'Hong Kong', '香港', '852'),
  country(2, 'United States', '美國', '1'),
  country(3, 'Canada', '加拿大', '1'),
];

describe('country options', () => {
  it('offers each dialling code once, in the given order, in the shopper language', () => {
    expect(areaCodeOptions(countries, 'en')).toEqual([
      { value: '852', label: '+852 Hong Kong' },
      { value: '1', label: '+1 United States / Canada' },
    ]);
    expect(areaCodeOptions(countries, 'zh-HK')[1]?.label).toBe('+1 美國 / 加拿大');
  });

  it('offers every country by id for the register form', () => {
    expect(countryOptions(countries, 'zh-HK')[0]).toEqual({ value: '1', label: '香港 (+852)' });
  });
});

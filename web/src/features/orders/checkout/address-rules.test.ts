import { describe, expect, it } from 'vitest';
import { addressErrors, EMPTY_ADDRESS, isBlankAddress } from './address-rules.ts';
import { areaOf } from './hong-kong-districts.ts';

describe('addresses', () => {
  it('in Hong Kong need a district and no city or postcode', () => {
    expect(addressErrors({ ...EMPTY_ADDRESS, address: 'Flat 12B, 8 Hoi Yuen Road' }, true)).toEqual({
      district: 'districtRequired',
    });
    expect(
      addressErrors({ ...EMPTY_ADDRESS, address: '8 Hoi Yuen Road', district: 'Kwun Tong' }, true),
    ).toEqual({});
  });

  it('elsewhere need a city, with the postcode optional', () => {
    expect(addressErrors({ ...EMPTY_ADDRESS, address: '1 Zhongshan Rd' }, false)).toEqual({
      city: 'cityRequired',
    });
    expect(addressErrors({ ...EMPTY_ADDRESS, address: '1 Zhongshan Rd', city: 'Taipei' }, false)).toEqual({});
  });

  it('always need a street address', () => {
    expect(addressErrors(EMPTY_ADDRESS, false).address).toBe('addressRequired');
  });

  it('left blank are recognised as not given', () => {
    expect(isBlankAddress(EMPTY_ADDRESS)).toBe(true);
    expect(isBlankAddress({ ...EMPTY_ADDRESS, city: ' Taipei ' })).toBe(false);
  });
});

describe('Hong Kong', () => {
  it('districts belong to their area in either language', () => {
    expect(areaOf('Kwun Tong')?.en).toBe('Kowloon');
    expect(areaOf('沙田區')?.zh).toBe('新界');
    expect(areaOf('Atlantis')).toBeUndefined();
  });
});

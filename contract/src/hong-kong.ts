import type { Country, DeliveryCountry } from './lookups/lookups.calls.ts';

/**
 * The shop's home, named once. Each field is how one part of the system recognises Hong Kong: the
 * country list's ISO code, the phone dialling code (the default for members and addresses), the
 * English name a delivery country goes by, and the time zone dates are shown in (the shop's
 * calendar is in shop-calendar.ts).
 */
export const HONG_KONG = {
  isoCode: 'HK',
  areaCode: '852',
  nameEn: 'Hong Kong',
  timeZone: 'Asia/Hong_Kong',
} as const;

export function isHongKongCountry(country: Pick<Country, 'iso_code'> | undefined): boolean {
  return country?.iso_code === HONG_KONG.isoCode;
}

/**
 * A delivery country carries no ISO code, so Hong Kong is found through the country list, with the
 * English name as the fallback while that list is still loading.
 */
export function isHongKongDelivery(
  delivery: Pick<DeliveryCountry, 'name_en'> | undefined,
  countries: readonly Pick<Country, 'iso_code' | 'name_en'>[],
): boolean {
  if (!delivery) return false;
  const name = countries.find(isHongKongCountry)?.name_en ?? HONG_KONG.nameEn;
  return delivery.name_en === name;
}

import { isHongKongDelivery } from '@shop/contract/hong-kong';
import type { Country, DeliveryCountry } from '@shop/contract/lookups/lookups.calls';

/** The banner promises free local delivery above Hong Kong's threshold. */
export function localFreeShippingThreshold(
  deliveryCountries: readonly DeliveryCountry[],
  countries: readonly Country[],
): number | null {
  const local = deliveryCountries.find((c) => isHongKongDelivery(c, countries));
  return local?.free_shipping_threshold ?? null;
}

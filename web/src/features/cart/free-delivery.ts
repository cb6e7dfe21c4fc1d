import type { DeliveryCountry } from '@shop/contract/lookups/lookups.calls';

/**
 * How much more the shopper would spend for free delivery to this country, or null when delivery
 * is already free or the country has no threshold. Judged on the subtotal before discounts, as the
 * server judges it.
 */
export function freeDeliveryGap(subtotal: number, country: DeliveryCountry | undefined): number | null {
  const threshold = country?.free_shipping_threshold;
  if (threshold === null || threshold === undefined || subtotal >= threshold) return null;
  return Math.round((threshold - subtotal) * 100) / 100;
}

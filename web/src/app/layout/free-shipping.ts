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

/** A marketing figure: HK$500, not HK$500.00; cents only when there are some. */
export function formatThreshold(amount: number, language: string): string {
  return new Intl.NumberFormat(language === 'zh-HK' ? 'zh-HK' : 'en-HK', {
    style: 'currency',
    currency: 'HKD',
    minimumFractionDigits: Number.isInteger(amount) ? 0 : 2,
    maximumFractionDigits: 2,
  }).format(amount);
}

import type { CartItem } from '@shop/contract/cart/cart.calls';
import { pickLocalised } from '../../i18n/localised.ts';
import { priceOf } from '../../shared/money/price.ts';

/** One line of the mini-cart, already in the shopper language. */
export interface MiniCartLine {
  key: string;
  name: string;
  variants: string;
  image: string | null;
  quantity: number;
  unitPrice: number;
}

/** The header badge counts units, not lines: two bags of one coffee are 2. */
export function cartCount(items: readonly Pick<CartItem, 'quantity'>[]): number {
  return items.reduce((sum, item) => sum + Math.max(0, item.quantity), 0);
}

export function miniCartLines(items: readonly CartItem[], language: string): MiniCartLine[] {
  return items.map((item, index) => ({
    // A free gift may repeat a variant that is also bought, so the id alone is not unique.
    key: `${item.id}-${index}`,
    name: pickLocalised(item, 'product_name', language),
    variants: ([1, 2, 3] as const)
      .map((n) => pickLocalised(item, `variant_value_${n}`, language))
      .filter(Boolean)
      .join(' · '),
    image: item.image.find(Boolean) ?? null,
    quantity: item.quantity,
    unitPrice: priceOf(item).now,
  }));
}

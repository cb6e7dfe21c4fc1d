/** The shop's currency as the currency slice holds it (HKD, symbol $, rate 1). */
export interface Currency {
  currencySymbol: string;
  currencyRate: number;
}

interface Priced {
  retail_price: number;
  sale_price: number;
  discount: number;
}

/**
 * Rounds to whole cents. The tiny nudge keeps binary fractions such as 1.005 (really 1.00499…)
 * from rounding down, and the sign keeps negative amounts (a discount line) symmetrical.
 */
function roundToCents(amount: number): number {
  return (Math.sign(amount) * Math.round(Math.abs(amount) * 100 + 1e-7)) / 100;
}

/** The amount times the rate, rounded to 2 decimals, shown as the symbol and 2 decimals. */
export function formatPrice(amount: number, { currencySymbol, currencyRate }: Currency): string {
  const value = roundToCents(amount * currencyRate);
  const digits = Math.abs(value).toLocaleString('en-HK', {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
  return `${value < 0 ? '-' : ''}${currencySymbol}${digits}`;
}

/** The price less the discount percent, or null when there is no discount. */
export function discountedPrice(price: number, discount: number): number | null {
  return discount > 0 ? roundToCents(price - (price * discount) / 100) : null;
}

/**
 * What a shopper pays for a variant and, when it is on sale, what it was. The sale price counts
 * only with a discount; the server's own sale price wins because it is what the cart
 * charges, and the helper covers a variant sent without one.
 */
export function priceOf(item: Priced): { now: number; was: number | null } {
  const sale = discountedPrice(item.retail_price, item.discount);
  if (sale === null) return { now: item.retail_price, was: null };
  return { now: item.sale_price > 0 ? item.sale_price : sale, was: item.retail_price };
}

/** The badge's figure: the percent rounded to a whole number. */
export function discountBadge(discount: number): number {
  return Math.round(discount);
}

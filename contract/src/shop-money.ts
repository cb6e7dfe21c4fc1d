import { groupedDigits } from './grouped-digits.ts';

/**
 * The shop's one money format for what a shopper reads beside prices, on the web and in what the
 * server writes (ledger texts, emails, credit pack names): the symbol, thousands separators and
 * 2 decimals, "$1,300.00". Amounts here are dollars, as on the wire.
 */

/** The shop's currency as the web's currency slice holds it (HKD: symbol $, rate 1). */
export interface Currency {
  currencySymbol: string;
  currencyRate: number;
}

export const SHOP_CURRENCY: Currency = { currencySymbol: '$', currencyRate: 1 };

/** What one credit point pays at checkout, in HK$: the shop's rate, used until the server's is read. */
export const CREDIT_POINT_VALUE = 1;

/**
 * Rounds to whole cents. The tiny nudge keeps binary fractions such as 1.005 (really 1.00499…)
 * from rounding down, and the sign keeps negative amounts (a discount line) symmetrical.
 */
export function roundToCents(amount: number): number {
  return (Math.sign(amount) * Math.round(Math.abs(amount) * 100 + 1e-7)) / 100;
}

/** The amount times the rate, rounded to 2 decimals, shown as the symbol and 2 decimals. */
export function formatPrice(
  amount: number,
  { currencySymbol, currencyRate }: Currency = SHOP_CURRENCY,
): string {
  const value = roundToCents(amount * currencyRate);
  return `${value < 0 ? '-' : ''}${currencySymbol}${groupedDigits(Math.abs(value), 2)}`;
}

/**
 * Credit is always written as the money it pays at checkout ("$120.00"), never as a count of
 * points; the words around it ("credit", 購物額) belong to the sentence that uses it.
 */
export function formatCredit(
  points: number,
  currency: Currency = SHOP_CURRENCY,
  rate = CREDIT_POINT_VALUE,
): string {
  return formatPrice(points * rate, currency);
}

/** Credit whose worth the server keeps in cents (a point's cash value, an order's credit_cents). */
export function formatCreditCents(cents: number): string {
  return formatPrice(cents / 100);
}

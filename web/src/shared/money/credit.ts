import { type Currency, formatPrice } from './price.ts';

/** What one credit point pays at checkout, in HK$: the shop's rate, used until the server's is read. */
export const CREDIT_POINT_VALUE = 1;

/**
 * Credit is always written as the money it pays at checkout, in the shop's one money format
 * ("$120.00"); the words around it ("credit", 購物額) come from the translation files.
 */
export function formatCredit(points: number, currency: Currency, rate = CREDIT_POINT_VALUE): string {
  return formatPrice(points * rate, currency);
}

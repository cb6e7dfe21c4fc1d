import { HONG_KONG } from './hong-kong.ts';

/**
 * One phone rule for the storefront's forms and the server. What people type is read as digits:
 * full-width digits (as a Chinese keyboard gives them) become ASCII, and the spaces, brackets,
 * dashes and "+" people put between groups are dropped.
 */
export function phoneDigits(typed: string | number): string {
  return String(typed)
    .normalize('NFKC')
    .replace(/[\s()+-]/g, '');
}

/** Any country's local number: 6 to 15 digits (ITU-T E.164 allows 15 with the country code). */
export const ANY_PHONE = /^\d{6,15}$/;

/**
 * A Hong Kong number the shop can text: 8 digits starting 4 to 9 (Hong Kong's numbering plan gives
 * mobiles those first digits; 2 and 3 are fixed lines, which cannot receive a sign-in code).
 */
const HONG_KONG_MOBILE = /^[4-9]\d{7}$/;

export function isPhoneDigits(digits: string): boolean {
  return ANY_PHONE.test(digits);
}

export function isHongKongMobile(digits: string): boolean {
  return HONG_KONG_MOBILE.test(digits);
}

/** Whether the digits are a number of the country with that calling code (Hong Kong's checked closely). */
export function fitsAreaCode(digits: string, areaCode: string): boolean {
  return areaCode === HONG_KONG.areaCode ? isHongKongMobile(digits) : isPhoneDigits(digits);
}

/** Why a Hong Kong number was refused, as the server names it beside the field. */
export const PHONE_PROBLEM = {
  en: 'a Hong Kong mobile number has 8 digits starting with 4 to 9',
  zh: '香港手提電話號碼為 8 位數字，以 4 至 9 開頭',
} as const;

import { isHongKongMobile, phoneDigits } from '../phone-number.ts';

/**
 * Where an FPS payment goes: the shop's FPS ID, a Hong Kong mobile number or an email address
 * registered with FPS (docs/payments.md). The QR code names the kind by its tag (02, 03, 04).
 */
export type FpsProxy =
  | { kind: 'fps_id'; value: string }
  | { kind: 'mobile'; value: string }
  | { kind: 'email'; value: string };

/** An FPS ID is 7 digits (9 for some businesses); a mobile number is 8, so the two never overlap. */
const FPS_ID = /^\d{7}$|^\d{9}$/;
/** ASCII only: the QR code's fields are counted in characters, and banking apps read ASCII. */
const EMAIL = /^[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)+$/;

/** What was typed, read as a proxy in the form the QR code carries, or undefined when it is none. */
export function readFpsProxy(typed: string): FpsProxy | undefined {
  const text = typed.normalize('NFKC').trim();
  if (text.includes('@'))
    return EMAIL.test(text) && text.length <= 64 ? { kind: 'email', value: text } : undefined;
  const digits = phoneDigits(text).replace(/^852(?=\d{8}$)/, '');
  if (FPS_ID.test(digits)) return { kind: 'fps_id', value: digits };
  if (isHongKongMobile(digits)) return { kind: 'mobile', value: `+852-${digits}` };
  return undefined;
}

/** The refusal beside the field, in both languages. */
export const FPS_PROXY_PROBLEM = {
  en: 'Enter an FPS ID (7 or 9 digits), a Hong Kong mobile number (8 digits) or an email address.',
  zh: '請輸入轉數快識別碼（7 或 9 位數字）、香港手提電話號碼（8 位數字）或電郵地址。',
} as const;

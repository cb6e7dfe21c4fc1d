import { createHmac, randomInt } from 'node:crypto';
import { OTP_LENGTH } from '@shop/contract/members/member-limits';

export const OTP_LIFETIME_SECONDS = 5 * 60;

/** Six digits from the CSPRNG, leading zeros kept. */
export function newOtpCode(): string {
  return String(randomInt(0, 10 ** OTP_LENGTH)).padStart(OTP_LENGTH, '0');
}

/** The SMS address a code goes to: +{area_code}{phone}. */
export function phoneAddress(areaCode: string, phone: string): string {
  return `+${areaCode}${phone}`;
}

/**
 * A keyed hash bound to the phone: only 10^6 codes exist, so a plain hash would fall to a lookup
 * table, and binding the phone stops one phone's code from answering for another.
 */
export function hashOtpCode(key: Buffer, address: string, code: string): string {
  return createHmac('sha256', key).update(`${address}:${code}`).digest('base64url');
}

import { createHmac, randomInt } from 'node:crypto';

export const RECOVERY_CODE_COUNT = 10;
/** Letters and digits a person reads back without confusing them (no 0/o, 1/l/i). */
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

/** Ten groups of five: about 49 bits each, typed as `xxxxx-xxxxx`. */
export function newRecoveryCodes(): string[] {
  const group = () => Array.from({ length: 5 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => `${group()}-${group()}`);
}

export const looksLikeRecoveryCode = (code: string) => /^[a-z0-9]{5}-?[a-z0-9]{5}$/i.test(code.trim());

/**
 * Keyed with the staff token key, so a copy of the database alone does not let anyone test guesses
 * offline. Spaces, the dash and letter case do not matter, as people copy codes loosely.
 */
export function recoveryCodeHash(key: Uint8Array, code: string): string {
  const normal = code.toLowerCase().replace(/[^a-z0-9]/g, '');
  return createHmac('sha256', key).update(`recovery:${normal}`).digest('base64url');
}

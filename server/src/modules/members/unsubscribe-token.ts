import { createHmac, timingSafeEqual } from 'node:crypto';
import { type Config, jwtSecret } from '../../config/env.ts';

/*
 * The token in a marketing email's unsubscribe link: the address and an HMAC of it. It never
 * expires, because an old email's link must still work (RFC 8058), and it can only ever switch
 * marketing off for the address it names, so a leaked token costs nothing.
 */

const keys = new WeakMap<Config, Buffer>();

function keyOf(config: Config): Buffer {
  let key = keys.get(config);
  if (!key) {
    // Its own key, derived for this purpose: an unsubscribe signature never passes as anything else.
    key = createHmac('sha256', jwtSecret(config)).update('marketing-unsubscribe').digest();
    keys.set(config, key);
  }
  return key;
}

const mac = (config: Config, email: string) =>
  createHmac('sha256', keyOf(config)).update(email.toLowerCase()).digest();

export function unsubscribeToken(config: Config, email: string): string {
  const address = Buffer.from(email.toLowerCase()).toString('base64url');
  return `${address}.${mac(config, email).toString('base64url')}`;
}

/** The address a token was made for, or undefined when it was not made by us. */
export function unsubscribeTokenEmail(config: Config, token: string): string | undefined {
  const [address, signature, extra] = token.split('.');
  if (!address || !signature || extra !== undefined) return undefined;
  const email = Buffer.from(address, 'base64url').toString();
  const given = Buffer.from(signature, 'base64url');
  const expected = mac(config, email);
  return given.length === expected.length && timingSafeEqual(given, expected) ? email : undefined;
}

import { createHmac } from 'node:crypto';
import { type Config, jwtSecret } from '../../config/env.ts';

export interface AuthKeys {
  /** Signs and checks member tokens (HS256). */
  jwt: Uint8Array;
  /** Keys the HMAC of one-time codes: a leaked table alone cannot be brute-forced offline. */
  otp: Buffer;
}

// jwtSecret() may read a file; the keys are worked out once per configuration, not per request.
const cache = new WeakMap<Config, AuthKeys>();

export function authKeys(config: Config): AuthKeys {
  let keys = cache.get(config);
  if (!keys) {
    const secret = jwtSecret(config);
    keys = {
      jwt: new TextEncoder().encode(secret),
      // A separate key per purpose, so a code hash can never double as a token signature.
      otp: createHmac('sha256', secret).update('one-time-code').digest(),
    };
    cache.set(config, keys);
  }
  return keys;
}

import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

/**
 * scrypt's cost N: 2^16 (64 MiB, about a tenth of a second a hash on this machine), so a stolen
 * table is slow to guess. Under the test runner alone (NODE_ENV=test) it is 2^10: the suite signs
 * up and signs in thousands of times, and at full cost that was minutes of CI spent stretching
 * keys. Each hash records the N that made it, so verifying follows the stored cost either way.
 */
export const passwordCost = (nodeEnv: string | undefined): number => (nodeEnv === 'test' ? 2 ** 10 : 2 ** 16);

const N = passwordCost(process.env.NODE_ENV);
const r = 8;
const p = 1;
const KEY_LENGTH = 64;
/** Room for the largest cost a stored hash may carry (the production one). */
const MAX_MEMORY = 128 * 2 ** 16 * r * 2;

function derive(password: string, salt: Buffer, n: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, { N: n, r, p, maxmem: MAX_MEMORY }, (err, key) =>
      err ? reject(err) : resolve(key),
    );
  });
}

/** Stored as `scrypt$N$salt$hash`, so the cost can be raised later without breaking old hashes. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, N);
  return `scrypt$${N}$${salt.toString('base64url')}$${key.toString('base64url')}`;
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, cost, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !cost || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const actual = await derive(password, Buffer.from(salt, 'base64url'), Number(cost));
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

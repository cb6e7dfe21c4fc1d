import { createHash } from 'node:crypto';
import type { Db } from '../../db/database.ts';
import { consume, type Limit, refund } from '../members/index.ts';
import type { CartRequest } from './cart-identity.ts';

const FIFTEEN_MINUTES = 15 * 60;
/** Enough for a shopper who mistypes a code a few times; far too few to guess one. */
export const COUPON_ATTEMPTS = 10;

/** The access token is a credential: its count is kept under a digest of it, not the token itself. */
const tokenDigest = (accessToken: string) =>
  createHash('sha256').update(accessToken).digest('base64url').slice(0, 32);

/**
 * Coupon attempts counted per member and per site access token (the cart), in the database so every
 * server shares one count: a guesser who changes token keeps the member's count, and one who
 * signs up afresh keeps the token's.
 */
export function couponAttemptLimits(request: CartRequest & { memberId: number }): Limit[] {
  return [
    { key: `coupon:member:${request.memberId}`, max: COUPON_ATTEMPTS, windowSeconds: FIFTEEN_MINUTES },
    {
      key: `coupon:token:${tokenDigest(request.accessToken)}`,
      max: COUPON_ATTEMPTS,
      windowSeconds: FIFTEEN_MINUTES,
    },
  ];
}

/**
 * Runs one coupon attempt under its limits: the attempt is counted first, in its own transaction
 * (a refusal rolls back the cart's work, never the count), and a code that applies gives its count
 * back, so only refused codes use the allowance up. Over the limit is 429 with `retry_after`.
 */
export async function withinCouponLimits<T>(
  db: Db,
  request: CartRequest & { memberId: number },
  attempt: () => Promise<T>,
): Promise<T> {
  const limits = couponAttemptLimits(request);
  await db.transaction((tx) => consume(tx, limits));
  const result = await attempt();
  await refund(
    db,
    limits.map((l) => l.key),
  );
  return result;
}

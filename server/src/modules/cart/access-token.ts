import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { ApiError } from '../../http/api-error.ts';
import { siteAccessTokens } from './cart.tables.ts';

/** A browser that comes back within this many days keeps its cart. */
export const ACCESS_TOKEN_TTL_DAYS = 90;

/** 32 random bytes (256 bits), URL-safe. */
export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

const renewedExpiry = sql`now() + make_interval(days => ${ACCESS_TOKEN_TTL_DAYS})`;

/** The row id of a live token; anything else is INVALID_ACCESS_TOKEN, which the storefront answers with a new token. */
export async function resolveAccessToken(db: Db, token: string): Promise<number> {
  if (token === '') throw new ApiError('INVALID_ACCESS_TOKEN');
  const [row] = await db
    .select({ id: siteAccessTokens.id })
    .from(siteAccessTokens)
    .where(and(eq(siteAccessTokens.tokenHash, hashToken(token)), gt(siteAccessTokens.expiresAt, sql`now()`)));
  if (!row) throw new ApiError('INVALID_ACCESS_TOKEN');
  return row.id;
}

/** access_token_get: a live token is kept (and its expiry pushed back), anything else is replaced. */
export async function renewOrIssueAccessToken(db: Db, token: string): Promise<string> {
  if (token !== '') {
    const renewed = await db
      .update(siteAccessTokens)
      .set({ expiresAt: renewedExpiry })
      .where(
        and(eq(siteAccessTokens.tokenHash, hashToken(token)), gt(siteAccessTokens.expiresAt, sql`now()`)),
      )
      .returning({ id: siteAccessTokens.id });
    if (renewed.length > 0) return token;
  }
  const fresh = randomToken();
  await db.insert(siteAccessTokens).values({ tokenHash: hashToken(fresh), expiresAt: renewedExpiry });
  return fresh;
}

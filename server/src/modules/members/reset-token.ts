import { createHash, randomBytes } from 'node:crypto';

export const RESET_TOKEN_LIFETIME_SECONDS = 60 * 60;

/**
 * 256 random bits: too many to guess, so a fast unkeyed hash is enough to keep a copied table
 * from being usable as links.
 */
export function newResetToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashResetToken(token) };
}

export function hashResetToken(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}

export function resetLink(publicUrl: string, token: string): string {
  return `${publicUrl}/reset-password?token=${encodeURIComponent(token)}`;
}

export function emailProofLink(publicUrl: string, token: string): string {
  return `${publicUrl}/verify-email?token=${encodeURIComponent(token)}`;
}

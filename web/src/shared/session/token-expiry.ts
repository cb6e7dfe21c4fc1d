/**
 * Session expiry: a token whose `exp` is in the past is expired; a token that cannot be
 * read counts as not expired (the server is the judge and answers 401).
 */
export function isTokenExpired(token: string, now: number = Date.now()): boolean {
  try {
    const payload = token.split('.')[1];
    if (!payload) return false;
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
    const exp = (JSON.parse(json) as { exp?: unknown }).exp;
    return typeof exp === 'number' && exp * 1000 < now;
  } catch {
    return false;
  }
}

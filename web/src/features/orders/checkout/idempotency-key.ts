/**
 * A fresh key for one checkout attempt: 128 random bits in hex. crypto.getRandomValues works on
 * plain http too (randomUUID needs a secure context), so a shop tried on a LAN address still works.
 */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return `checkout-${Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')}`;
}

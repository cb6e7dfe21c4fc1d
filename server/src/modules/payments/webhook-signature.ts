import { createHmac, timingSafeEqual } from 'node:crypto';

/** A webhook signed longer ago than this is refused: a captured one cannot be replayed later. */
export const WEBHOOK_TOLERANCE_SECONDS = 300;

export interface SignedWebhook {
  /** The body exactly as it arrived, before any JSON parsing. */
  rawBody: Buffer;
  /** The provider's timestamp header, in Unix seconds. */
  timestamp: string;
  /** The provider's signature header: hex HMAC-SHA256 of `${timestamp}.${rawBody}`. */
  signature: string;
}

/**
 * The webhook rule every gateway follows (docs/payments.md): HMAC-SHA256 with the shared secret over
 * the timestamp and the raw body, compared in constant time, within the tolerance either side of now.
 * Handling the event once per event id is the caller's part (a unique key on the id).
 */
export function verifyWebhookSignature(webhook: SignedWebhook, secret: string, now: Date): boolean {
  if (!/^\d{1,12}$/.test(webhook.timestamp) || !/^[0-9a-f]{64}$/i.test(webhook.signature)) return false;
  const age = Math.abs(now.getTime() / 1000 - Number(webhook.timestamp));
  if (age > WEBHOOK_TOLERANCE_SECONDS) return false;
  const expected = createHmac('sha256', secret)
    .update(`${webhook.timestamp}.`)
    .update(webhook.rawBody)
    .digest();
  return timingSafeEqual(expected, Buffer.from(webhook.signature, 'hex'));
}

import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { verifyWebhookSignature, WEBHOOK_TOLERANCE_SECONDS } from './webhook-signature.ts';

const secret = 'whsec_test';
const now = new Date('2026-11-27T08:00:00Z');
const at = String(now.getTime() / 1000);
const rawBody = Buffer.from('{"id":"evt_1","type":"paid"}');
const sign = (timestamp: string, body: Buffer, key = secret) =>
  createHmac('sha256', key).update(`${timestamp}.`).update(body).digest('hex');

describe('verifyWebhookSignature', () => {
  it('accepts the HMAC of the timestamp and the raw body', () => {
    expect(
      verifyWebhookSignature({ rawBody, timestamp: at, signature: sign(at, rawBody) }, secret, now),
    ).toBe(true);
  });

  it('refuses another body, another secret, or a malformed signature', () => {
    const other = Buffer.from('{"id":"evt_1","type":"paid" }');
    expect(
      verifyWebhookSignature({ rawBody: other, timestamp: at, signature: sign(at, rawBody) }, secret, now),
    ).toBe(false);
    expect(
      verifyWebhookSignature({ rawBody, timestamp: at, signature: sign(at, rawBody, 'x') }, secret, now),
    ).toBe(false);
    expect(verifyWebhookSignature({ rawBody, timestamp: at, signature: 'abc' }, secret, now)).toBe(false);
  });

  it('refuses a webhook signed outside the tolerance, even with a right signature', () => {
    const old = String(Number(at) - WEBHOOK_TOLERANCE_SECONDS - 1);
    expect(
      verifyWebhookSignature({ rawBody, timestamp: old, signature: sign(old, rawBody) }, secret, now),
    ).toBe(false);
    const edge = String(Number(at) - WEBHOOK_TOLERANCE_SECONDS);
    expect(
      verifyWebhookSignature({ rawBody, timestamp: edge, signature: sign(edge, rawBody) }, secret, now),
    ).toBe(true);
  });
});

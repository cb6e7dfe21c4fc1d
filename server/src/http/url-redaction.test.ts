import { describe, expect, it } from 'vitest';
import { redactUrl } from './url-redaction.ts';

describe('URLs in request logs', () => {
  it('hide reset tokens and other secrets in the query', () => {
    expect(redactUrl('/reset-password?token=abc-_123')).toBe('/reset-password?token=[redacted]');
    expect(redactUrl('/x?lng=en&TOKEN=abc&access_token=def#top')).toBe(
      '/x?lng=en&TOKEN=[redacted]&access_token=[redacted]#top',
    );
  });

  it('hide order tokens in order confirmation paths', () => {
    expect(redactUrl('/order-confirmation/Xy9_abc-123?lng=zh-HK')).toBe(
      '/order-confirmation/[redacted]?lng=zh-HK',
    );
    expect(redactUrl('/ORDER-CONFIRMATION/abc')).toBe('/ORDER-CONFIRMATION/[redacted]');
  });

  it('leave other URLs as they are', () => {
    expect(redactUrl('/shop?keyword=token')).toBe('/shop?keyword=token');
    expect(redactUrl('/dev/outbox?to=%2B85291234567')).toBe('/dev/outbox?to=%2B85291234567');
  });
});

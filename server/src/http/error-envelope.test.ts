import { describe, expect, it } from 'vitest';
import { type ZodError, z } from 'zod';
import { ApiError } from './api-error.ts';
import { toErrorEnvelope } from './error-envelope.ts';

describe('toErrorEnvelope', () => {
  it('keeps an ApiError code, status, messages and retry_after', () => {
    const mapped = toErrorEnvelope(new ApiError('RATE_LIMITED', undefined, { retryAfter: 42 }));
    expect(mapped.http).toBe(429);
    expect(mapped.body).toMatchObject({ status: 0, err_code: 'RATE_LIMITED', retry_after: 42 });
    expect(mapped.body.err_message_zh).toMatch(/[\u4e00-\u9fff]/);
  });

  it('names every failing field of a zod error', () => {
    const result = z.object({ email: z.email(), limit: z.number() }).safeParse({ email: 'x', limit: 'y' });
    const mapped = toErrorEnvelope(result.error as ZodError);
    expect(mapped.http).toBe(400);
    expect(mapped.body.err_message).toContain('email, limit');
  });

  it('hides everything about an unexpected error behind a 500', () => {
    const mapped = toErrorEnvelope(new TypeError('cannot read secret_column of undefined'));
    expect(mapped).toMatchObject({ http: 500, internal: true });
    expect(JSON.stringify(mapped.body)).not.toContain('secret_column');
  });

  it('maps a serialisation failure to a retryable conflict, not a 500', () => {
    const mapped = toErrorEnvelope(Object.assign(new Error('could not serialize access'), { code: '40001' }));
    expect(mapped.http).toBe(409);
    expect(mapped.body.err_code).toBe('DATABASE_BUSY');
  });
});

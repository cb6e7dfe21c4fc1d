import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { appPerFile } from '../../test/test-app.ts';
import { toErrorEnvelope } from './error-envelope.ts';

const t = appPerFile();

function expectEnvelope(body: Record<string, unknown>, code: string) {
  expect(body).toMatchObject({ status: 0, err_code: code });
  expect(typeof body.err_message).toBe('string');
  expect(body.err_message_zh).toMatch(/[\u4e00-\u9fff]/);
  expect(JSON.stringify(body)).not.toMatch(/stack|at .*\.ts|SELECT|node_modules/i);
}

const post = (payload: string, contentType = 'application/json') =>
  t.app.inject({
    method: 'POST',
    url: '/api/country_get.php',
    headers: { 'content-type': contentType },
    payload,
  });

describe('the API envelope for hostile input', () => {
  it('answers malformed JSON with 400 in both languages', async () => {
    const res = await post('{"client_id": 47,');
    expect(res.statusCode).toBe(400);
    expectEnvelope(res.json(), 'INVALID_JSON');
  });

  it('refuses a body that is not JSON', async () => {
    const res = await post('client_id=47', 'application/x-www-form-urlencoded');
    expect(res.statusCode).toBe(415);
    expectEnvelope(res.json(), 'UNSUPPORTED_MEDIA_TYPE');
  });

  it('refuses a body over 1 MiB with 413', async () => {
    const res = await post(JSON.stringify({ client_id: 47, pad: 'x'.repeat(1024 * 1024) }));
    expect(res.statusCode).toBe(413);
    expectEnvelope(res.json(), 'PAYLOAD_TOO_LARGE');
  });

  it('refuses a JSON body that is not an object', async () => {
    const res = await post('[47]');
    expect(res.statusCode).toBe(400);
    expectEnvelope(res.json(), 'BAD_REQUEST');
  });

  it('refuses a __proto__ key instead of polluting objects', async () => {
    const res = await post('{"client_id": 47, "__proto__": {"polluted": true}}');
    expect(res.statusCode).toBe(400);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('rejects an unknown or missing client id', async () => {
    for (const client_id of [46, '48', null, undefined]) {
      const res = await post(JSON.stringify({ client_id }));
      expect(res.statusCode).toBe(400);
      expectEnvelope(res.json(), 'UNKNOWN_CLIENT');
    }
  });

  it('names the invalid field when the contract refuses the input', async () => {
    const res = await t.call('country_get', { limit: 5000 });
    expect(res.statusCode).toBe(400);
    expectEnvelope(res.body, 'VALIDATION_FAILED');
    expect(res.body.err_message).toContain('limit');
    expect(res.body.err_message_zh).toContain('limit');
  });

  it('answers an unknown call with 404 and a GET on a call with 405', async () => {
    const unknown = await t.call('drop_tables');
    expect(unknown.statusCode).toBe(404);
    expectEnvelope(unknown.body, 'UNKNOWN_CALL');
    const get = await t.app.inject({ method: 'GET', url: '/api/country_get.php' });
    expect(get.statusCode).toBe(405);
    expectEnvelope(get.json(), 'METHOD_NOT_ALLOWED');
  });

  it('keeps serving after a burst of bad requests', async () => {
    await Promise.all(Array.from({ length: 50 }, (_, i) => post(`{"client_id": ${i}`)));
    const res = await t.call('country_get');
    expect(res.statusCode).toBe(200);
    expect(res.body.status).toBe(1);
  });
});

describe('database errors', () => {
  it('map constraint and data errors from the real database to 4xx without internals', async () => {
    const failures = [
      sql`INSERT INTO countries (name_en, name_zh, iso_code, area_code) VALUES ('Hong Kong', '香港', 'HK', '852')`,
      sql`INSERT INTO timeslots (method, start_time, end_time) VALUES ('teleport', '10:00', '11:00')`,
      sql`SELECT 'not a number'::int`,
    ];
    for (const failing of failures) {
      const error = await t.db.execute(failing).then(
        () => undefined,
        (e: unknown) => e,
      );
      expect(error).toBeDefined();
      const mapped = toErrorEnvelope(error);
      expect(mapped.http).toBeGreaterThanOrEqual(400);
      expect(mapped.http).toBeLessThan(500);
      expect(JSON.stringify(mapped.body)).not.toMatch(/INSERT|SELECT|countries/);
    }
  });
});

describe('security headers', () => {
  it('sends a strict content security policy with no inline script', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/country_get.php',
      payload: { client_id: 47 },
    });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain('unsafe-inline');
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });
});

import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { CLIENT_ID } from '@shop/contract/client-id';
import { describe, expect, it } from 'vitest';
import { appPerFile } from '../../test/test-app.ts';

const t = appPerFile();

const ask = (call: string, body: object, acceptEncoding?: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/${call}.php`,
    headers: {
      'content-type': 'application/json',
      ...(acceptEncoding !== undefined && { 'accept-encoding': acceptEncoding }),
    },
    payload: JSON.stringify({ client_id: CLIENT_ID, ...body }),
  });

const decoded = (res: Awaited<ReturnType<typeof ask>>) => {
  const encoding = res.headers['content-encoding'];
  if (encoding === 'br') return JSON.parse(brotliDecompressSync(res.rawPayload).toString());
  if (encoding === 'gzip') return JSON.parse(gunzipSync(res.rawPayload).toString());
  return res.json();
};

// A kept listing page (sent many times) and a product answered fresh: both over a kilobyte.
const largeAnswers: [string, object][] = [
  ['product_get', { limit: 12, offset: 0 }],
  ['product_detail_get', { product_id: 1 }],
];

describe('API answers compressed as the phone asks', () => {
  it.each(largeAnswers)(
    'sends %s as Brotli to a browser, the same answer as uncompressed',
    async (call, body) => {
      const plain = await ask(call, body);
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.json()).toMatchObject({ status: 1 });
      for (let i = 0; i < 2; i++) {
        const res = await ask(call, body, 'gzip, deflate, br');
        expect(res.headers['content-encoding']).toBe('br');
        expect(res.headers.vary).toContain('accept-encoding');
        expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
        expect(res.rawPayload.length).toBeLessThan(plain.rawPayload.length);
        expect(decoded(res)).toEqual(plain.json());
      }
    },
  );

  it('honours what a client refuses or prefers', async () => {
    const body = { limit: 12, offset: 0 };
    expect((await ask('product_get', body, 'br;q=0, gzip')).headers['content-encoding']).toBe('gzip');
    expect((await ask('product_get', body, 'gzip;q=0.5, br;q=0.9')).headers['content-encoding']).toBe('br');
    expect((await ask('product_get', body, 'GZIP')).headers['content-encoding']).toBe('gzip');
    const identity = await ask('product_get', body, 'identity');
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.json()).toMatchObject({ status: 1 });
  });

  it('sends a small answer as it is: compressing it would save no round trip', async () => {
    const res = await ask('access_token_get', { access_token: '' }, 'gzip, deflate, br');
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.rawPayload.length).toBeLessThan(1024);
    expect(res.json()).toMatchObject({ status: 1, access_token: expect.any(String) });
  });
});

import { API_CALLS } from '@shop/contract/api-calls';
import { describe, expect, it } from 'vitest';
import { appPerFile } from '../../../test/test-app.ts';

const t = appPerFile();

// biome-ignore lint/suspicious/noExplicitAny: the test walks a JSON document
async function openApi(): Promise<any> {
  const res = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toMatch(/^application\/json/);
  return res.json();
}

describe('GET /api/openapi.json', () => {
  it('is an OpenAPI 3.1 document', async () => {
    const doc = await openApi();
    expect(doc.openapi).toMatch(/^3\.1\.\d+$/);
    expect(doc.info).toMatchObject({ title: expect.any(String), version: expect.any(String) });
    expect(doc.paths).toBeTypeOf('object');
    expect(doc.components.securitySchemes).toMatchObject({
      memberToken: { type: 'http', scheme: 'bearer' },
      staffToken: { type: 'http', scheme: 'bearer' },
    });
    expect(doc.components.schemas.ErrorEnvelope.properties.err_code.enum).toContain('UNKNOWN_CALL');
  });

  it('has exactly one POST path per contract call, with its request and response schemas', async () => {
    const doc = await openApi();
    expect(Object.keys(doc.paths).sort()).toEqual(API_CALLS.map((c) => `/api/${c.name}.php`).sort());
    for (const call of API_CALLS) {
      const path = doc.paths[`/api/${call.name}.php`];
      expect(Object.keys(path), call.name).toEqual(['post']);
      const op = path.post;
      expect(op.operationId).toBe(call.name);
      const request = op.requestBody.content['application/json'].schema;
      expect(request.properties.client_id, call.name).toEqual({ const: 47 });
      expect(request.required, call.name).toContain('client_id');
      const success = op.responses['200'].content['application/json'].schema;
      // An answer of several shapes (a union) gets the envelope's fields beside it, in an allOf.
      const envelope = success.allOf ? success.allOf[0] : success;
      expect(envelope.properties.status, call.name).toEqual({ const: 1 });
      expect(envelope.required, call.name).toContain('status');
      expect(op.responses.default).toEqual({ $ref: '#/components/responses/Error' });
    }
  });

  it('states who may make each call', async () => {
    const doc = await openApi();
    const expected = {
      public: [],
      cart: [{}, { memberToken: [] }],
      member: [{ memberToken: [] }],
      staff: [{ staffToken: [] }],
    };
    for (const call of API_CALLS) {
      const op = doc.paths[`/api/${call.name}.php`].post;
      expect(op.security, call.name).toEqual(expected[call.auth]);
      expect(op['x-auth'], call.name).toBe(call.auth);
      expect(op['x-role'], call.name).toBe(call.role);
      expect(op.responses['401'] !== undefined, call.name).toBe(call.auth !== 'public');
      expect(op.responses['403'] !== undefined, call.name).toBe(call.role === 'owner');
    }
    expect(API_CALLS.some((c) => c.role === 'owner')).toBe(true);
  });

  it('describes the fields of a call as the contract does', async () => {
    const doc = await openApi();
    const add = doc.paths['/api/cart_add_product.php'].post;
    const request = add.requestBody.content['application/json'].schema;
    expect(request.required).toEqual(expect.arrayContaining(['access_token', 'product_id']));
    expect(request.required).not.toContain('quantity');
    expect(add.responses['200'].content['application/json'].schema.properties.cart_items.type).toBe('array');
  });

  it('answers 304 to a client that holds the current document', async () => {
    const first = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^".+"$/);
    const again = await t.app.inject({
      method: 'GET',
      url: '/api/openapi.json',
      headers: { 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });
});

describe('GET /api/docs', () => {
  it('answers a page whose scripts and styles load from our origin', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    const assets = [...page.body.matchAll(/(?:src|href)="([^"]+)"/g)].map((m) => m[1] as string);
    expect(assets).toEqual(
      expect.arrayContaining(['/api/docs/static/swagger-ui-bundle.js', '/api/docs/static/swagger-ui.css']),
    );
    for (const url of assets) {
      expect(url.startsWith('/api/docs/'), url).toBe(true);
      const asset = await t.app.inject({ method: 'GET', url });
      expect(asset.statusCode, url).toBe(200);
    }
    const init = await t.app.inject({ method: 'GET', url: '/api/docs/static/swagger-initializer.js' });
    expect(init.body).toContain("resolveUrl('./json')");
    const json = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(json.json().paths).toEqual((await openApi()).paths);
  });

  it('leaves unknown API paths to the error envelope', async () => {
    const get = await t.app.inject({ method: 'GET', url: '/api/nothing_here.php' });
    expect(get.statusCode).toBe(405);
    expect(get.json()).toMatchObject({ status: 0, err_code: 'METHOD_NOT_ALLOWED' });
    const post = await t.call('nothing_here');
    expect(post).toMatchObject({ statusCode: 404, body: { status: 0, err_code: 'UNKNOWN_CALL' } });
  });
});

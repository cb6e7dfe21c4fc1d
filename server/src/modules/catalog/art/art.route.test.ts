import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerArtRoute } from './art.route.ts';

let app: FastifyInstance;

beforeAll(async () => {
  app = Fastify();
  registerArtRoute(app);
  app.setNotFoundHandler((_request, reply) => reply.code(404).send({ status: 0, err_code: 'NOT_FOUND' }));
  await app.ready();
});
afterAll(() => app.close());

describe('GET /media/art/:name', () => {
  it('answers a drawn image as cacheable SVG', async () => {
    const res = await app.inject({ method: 'GET', url: '/media/art/logo.svg' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    expect(res.headers['cache-control']).toBe('public, max-age=86400');
    expect(res.body).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
  });

  it('serves product images by the path the seed stores', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/media/art/product-ethiopia-yirgacheffe-kochere-2.svg',
    });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('Yirgacheffe');
  });

  it('answers 304 when the client already holds the same drawing', async () => {
    const first = await app.inject({ method: 'GET', url: '/media/art/banner-harbour.svg' });
    const etag = first.headers.etag as string;
    const again = await app.inject({
      method: 'GET',
      url: '/media/art/banner-harbour.svg',
      headers: { 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('hands unknown names to the not-found handler', async () => {
    for (const url of ['/media/art/nothing-here.svg', '/media/art/logo.png', '/media/art/..%2Flogo.svg']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toEqual({ status: 0, err_code: 'NOT_FOUND' });
    }
  });
});

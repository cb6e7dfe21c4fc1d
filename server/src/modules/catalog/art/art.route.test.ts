import Fastify, { type FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ArtRouteOptions, registerArtRoute } from './art.route.ts';

/** What Chromium sends for an <img>. */
const BROWSER_IMG = 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8';

async function artApp(options?: ArtRouteOptions): Promise<FastifyInstance> {
  const app = Fastify();
  registerArtRoute(app, options);
  app.setNotFoundHandler((_request, reply) => reply.code(404).send({ status: 0, err_code: 'NOT_FOUND' }));
  await app.ready();
  return app;
}

let app: FastifyInstance;
beforeAll(async () => {
  app = await artApp();
});
afterAll(() => app.close());

describe('GET /media/art/:name', () => {
  it('answers a drawn image as cacheable SVG to a client that does not ask for WebP', async () => {
    const res = await app.inject({ method: 'GET', url: '/media/art/logo.svg' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    expect(res.headers['cache-control']).toBe('public, max-age=86400');
    expect(res.headers.vary).toBe('accept');
    expect(res.body).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
  });

  it("answers a browser's picture request with the same drawing as WebP, at the size it is drawn", async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/media/art/product-ethiopia-yirgacheffe-kochere-1.svg',
      headers: { accept: BROWSER_IMG },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers['cache-control']).toBe('public, max-age=86400');
    expect(res.headers.vary).toBe('accept');
    const picture = await sharp(res.rawPayload).metadata();
    expect([picture.format, picture.width, picture.height]).toEqual(['webp', 800, 800]);
  });

  it('serves product images by the path the seed stores', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/media/art/product-ethiopia-yirgacheffe-kochere-2.svg',
    });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('Yirgacheffe');
  });

  it('answers 304 when the client already holds the same form of the drawing, and only then', async () => {
    const url = '/media/art/banner-harbour.svg';
    const svg = await app.inject({ method: 'GET', url });
    const webp = await app.inject({ method: 'GET', url, headers: { accept: BROWSER_IMG } });
    expect(svg.headers.etag).not.toBe(webp.headers.etag);

    const ask = (accept: string | undefined, etag: unknown) =>
      app.inject({
        method: 'GET',
        url,
        headers: { 'if-none-match': etag as string, ...(accept ? { accept } : {}) },
      });
    for (const [accept, etag] of [
      [undefined, svg.headers.etag],
      [BROWSER_IMG, webp.headers.etag],
    ] as const) {
      const again = await ask(accept, etag);
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe('');
      expect(again.headers.vary).toBe('accept');
    }
    // A cache holding the SVG that now asks for WebP gets the WebP, and the other way round.
    expect((await ask(BROWSER_IMG, svg.headers.etag)).headers['content-type']).toBe('image/webp');
    expect((await ask(undefined, webp.headers.etag)).headers['content-type']).toBe(
      'image/svg+xml; charset=utf-8',
    );
  });

  it('hands unknown names to the not-found handler', async () => {
    for (const url of ['/media/art/nothing-here.svg', '/media/art/logo.png', '/media/art/..%2Flogo.svg']) {
      const res = await app.inject({ method: 'GET', url, headers: { accept: BROWSER_IMG } });
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toEqual({ status: 0, err_code: 'NOT_FOUND' });
    }
  });
});

describe('on a server whose fonts cannot draw Chinese', () => {
  it('answers SVG even to a browser, so the labels are left to the phone’s fonts', async () => {
    const fontless = await artApp({ canRasterise: async () => false });
    try {
      const res = await fontless.inject({
        method: 'GET',
        url: '/media/art/category-blends.svg',
        headers: { accept: BROWSER_IMG },
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
      expect(res.headers.vary).toBe('accept');
      const again = await fontless.inject({
        method: 'GET',
        url: '/media/art/category-blends.svg',
        headers: { accept: BROWSER_IMG, 'if-none-match': res.headers.etag as string },
      });
      expect(again.statusCode).toBe(304);
    } finally {
      await fontless.close();
    }
  });
});

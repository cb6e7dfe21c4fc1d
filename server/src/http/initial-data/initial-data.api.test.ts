import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { initialDataOf } from '../../../test/initial-data-of.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;
const webDist = mkdtempSync(join(tmpdir(), 'web-dist-'));
writeFileSync(
  join(webDist, 'index.html'),
  '<!doctype html>\n<html lang="en">\n  <head>\n    <title>Shop</title>\n  </head>\n  <body><div id="root"></div></body>\n</html>\n',
);

beforeAll(async () => {
  t = await createTestApp({ WEB_DIST: webDist });
});
afterAll(() => t.close());

const page = (url: string) => t.app.inject({ method: 'GET', url });

describe('a landing page carries the public answers of its first screen', () => {
  it('/shop carries the first page of products exactly as product_get answers it', async () => {
    const [listing] = initialDataOf((await page('/shop')).body);
    expect(listing?.call).toBe('product_get');
    const { client_id: _, ...body } = listing!.body;
    const fromApi = await t.call('product_get', body);
    expect(listing!.answer).toEqual(fromApi.body);
    expect(fromApi.body.products.length).toBeGreaterThan(0);
  });

  it('preloads the first card picture of /shop', async () => {
    const html = (await page('/shop')).body;
    const [listing] = initialDataOf(html);
    const image = (listing!.answer as { status: number; products: { variants: { image: string[] }[] }[] })
      .products[0]!.variants[0]!.image[0]!;
    expect(html).toContain(`<link rel="preload" as="image" fetchpriority="high" href="${image}" />`);
  });

  it('a product page carries its product and the home page its sections', async () => {
    const { products } = (await t.call('product_get', { limit: 1 })).body;
    const [detail] = initialDataOf((await page(`/product/${products[0].id}`)).body);
    expect(detail).toMatchObject({ call: 'product_detail_get', body: { product_id: products[0].id } });
    expect(detail!.answer).toEqual((await t.call('product_detail_get', { product_id: products[0].id })).body);
    const [sections] = initialDataOf((await page('/')).body);
    expect(sections?.call).toBe('website_section_get');
  });

  it('carries nothing for a filtered listing, a missing product or a page of the shopper', async () => {
    for (const url of ['/shop?keyword=kenya', '/shop?page=2', '/product/999999', '/cart', '/my-account'])
      expect(initialDataOf((await page(url)).body), url).toEqual([]);
  });

  it('sends the page compressed to a browser that accepts it', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/', headers: { 'accept-encoding': 'gzip, br' } });
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.vary).toContain('accept-encoding');
  });
});

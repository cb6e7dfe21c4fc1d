import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { INFO_PAGES } from '@shop/contract/content/info-pages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { escapeHtml } from './page-head/render-head.ts';

let t: TestApp;
const webDist = mkdtempSync(join(tmpdir(), 'web-dist-'));
mkdirSync(join(webDist, 'assets'));
writeFileSync(
  join(webDist, 'index.html'),
  '<!doctype html>\n<html lang="en">\n  <head>\n    <title>Shop</title>\n    <meta name="description" content="d" />\n  </head>\n  <body><div id="root"></div><script type="module" src="/assets/app-1a2b.js"></script></body>\n</html>\n',
);
writeFileSync(join(webDist, 'assets', 'app-1a2b.js'), 'console.log(1)');

beforeAll(async () => {
  t = await createTestApp({ WEB_DIST: webDist, PUBLIC_URL: 'https://shop.example' });
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url });

describe('the storefront pages as the server sends them', () => {
  it('gives a product page its own title, description, canonical link, Open Graph tags and Product JSON-LD', async () => {
    const { products } = (await t.call('product_get', { limit: 1 })).body;
    const p = products[0];
    const res = await get(`/product/${p.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain(`<title>${p.product_name_en} | `);
    expect(res.body).toContain(`<link rel="canonical" href="https://shop.example/product/${p.id}" />`);
    expect(res.body).toContain('<meta property="og:type" content="product" />');
    const ld = JSON.parse(res.body.match(/<script type="application\/ld\+json">(.*?)<\/script>/)![1]!);
    expect(ld['@type']).toBe('Product');
    expect(ld.offers[0]).toMatchObject({ priceCurrency: 'HKD', sku: p.variants[0].sku });
    expect(ld.offers[0].availability).toMatch(/schema\.org\/(InStock|OutOfStock)/);
  });

  it('serves every alternative product layout with the same head', async () => {
    const { products } = (await t.call('product_get', { limit: 1 })).body;
    for (const layout of [
      'product-tab-left',
      'product-tab-right',
      'product-sticky',
      'product-slider',
      'product-fixed-image',
    ]) {
      const res = await get(`/${layout}/${products[0].id}`);
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain(products[0].product_name_en);
    }
  });

  it('writes the Chinese head for ?lng=zh-HK, with both editions as alternates', async () => {
    const res = await get('/about?lng=zh-HK');
    expect(res.body).toContain('<html lang="zh-HK">');
    expect(res.body).toMatch(/<title>[^<]*[\u4e00-\u9fff][^<]*<\/title>/);
    expect(res.body).toContain('hreflang="en" href="https://shop.example/about"');
  });

  it('names every information page after the first item of its first section, as the page shows it', async () => {
    const { website_sections } = (await t.call('website_section_get', { limit: 999, offset: 0 })).body;
    for (const [path, [key]] of Object.entries(INFO_PAGES)) {
      const first = website_sections.find((s: { section_key: string }) => s.section_key === key)
        ?.section_items[0];
      const res = await get(path);
      if (!first) {
        expect(res.statusCode, path).toBe(404);
        continue;
      }
      expect(res.statusCode, path).toBe(200);
      expect(res.body, path).toContain(`<title>${escapeHtml(first.title_en)} | `);
    }
  });

  it('names a category page after its category', async () => {
    const { categories } = (await t.call('category_get')).body;
    const res = await get(`/shop/${categories[0].id}`);
    expect(res.body).toContain(`<title>${categories[0].category_name_en} | `);
  });

  it('answers 404 with the storefront for a page or product that does not exist, and keeps private pages out of search', async () => {
    for (const url of ['/no-such-page', '/product/999999', '/shop/999999']) {
      const res = await get(url);
      expect(res.statusCode).toBe(404);
      expect(res.body).toContain('<div id="root">');
    }
    expect((await get('/checkout')).body).toContain('<meta name="robots" content="noindex" />');
    const lookup = await get('/order-lookup');
    expect(lookup.statusCode).toBe(200);
    expect(lookup.body).toContain('<meta name="robots" content="noindex" />');
  });

  it('caches hashed assets for a year and answers a missing asset with 404, not the page', async () => {
    const asset = await get('/assets/app-1a2b.js');
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    const missing = await get('/assets/app-gone.js');
    expect(missing.statusCode).toBe(404);
    expect(missing.body).not.toContain('<div id="root">');
  });

  it('sends the strict content security policy with the page', async () => {
    const csp = String((await get('/')).headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).not.toContain('unsafe-inline');
  });

  it('lists every public page in sitemap.xml and points robots.txt at it', async () => {
    const { products } = (await t.call('product_get', { limit: 999 })).body;
    const sitemap = (await get('/sitemap.xml')).body;
    for (const p of products) expect(sitemap).toContain(`<loc>https://shop.example/product/${p.id}</loc>`);
    expect(sitemap).toContain('<loc>https://shop.example/about</loc>');
    expect(sitemap).toContain('hreflang="zh-HK" href="https://shop.example/about?lng=zh-HK"');
    const robots = (await get('/robots.txt')).body;
    expect(robots).toContain('Sitemap: https://shop.example/sitemap.xml');
    expect(robots).toContain('Disallow: /checkout');
  });
});

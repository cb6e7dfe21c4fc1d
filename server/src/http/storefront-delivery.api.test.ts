import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from 'node:zlib';
import { localeFileUrl } from '@shop/contract/locale-files';
import { describe, expect, it } from 'vitest';
import { appPerFile } from '../../test/test-app.ts';

/** A built storefront as Vite leaves it: hashed assets, their .br copies and the build manifest. */
const webDist = mkdtempSync(join(tmpdir(), 'web-dist-'));
const script = `console.log('${'a shop script '.repeat(200)}')`;
mkdirSync(join(webDist, 'assets'));
mkdirSync(join(webDist, '.vite'));
writeFileSync(
  join(webDist, 'index.html'),
  '<!doctype html>\n<html lang="en">\n  <head>\n    <title>Shop</title>\n    <meta name="description" content="d" />\n    <script type="module" crossorigin src="/assets/app-1a2b.js"></script>\n  </head>\n  <body><div id="root"></div></body>\n</html>\n',
);
writeFileSync(join(webDist, 'assets', 'app-1a2b.js'), script);
writeFileSync(join(webDist, 'assets', 'app-1a2b.js.br'), brotliCompressSync(script));
writeFileSync(
  join(webDist, '.vite', 'manifest.json'),
  JSON.stringify({
    'index.html': { file: 'assets/app-1a2b.js', isEntry: true, imports: ['_shared-9z.js'] },
    '_shared-9z.js': { file: 'assets/shared-9z.js' },
    'src/app/routes/shop.tsx': {
      file: 'assets/shop-3c4d.js',
      imports: ['index.html', '_shared-9z.js', '_grid-5e6f.js'],
      css: ['assets/shop-3c4d.css'],
    },
    '_grid-5e6f.js': { file: 'assets/grid-5e6f.js', css: ['assets/grid-5e6f.css'] },
    'src/app/routes/product.tsx': { file: 'assets/product-7g8h.js', imports: ['_grid-5e6f.js'] },
  }),
);

const t = appPerFile({ WEB_DIST: webDist });

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });
/** The resource hints and stylesheets the server added to the page's head. */
const preloads = (html: string) =>
  [...html.matchAll(/<link rel="(?:modulepreload|preload|stylesheet)"[^>]*>/g)].map((m) => m[0]);

describe('sending the storefront fast', () => {
  it('sends a built asset brotli-compressed to a browser that accepts it, and plain to one that does not', async () => {
    const compressed = await get('/assets/app-1a2b.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(compressed.headers.vary).toContain('accept-encoding');
    expect(compressed.headers['cache-control']).toContain('immutable');
    expect(brotliDecompressSync(compressed.rawPayload).toString()).toBe(script);

    const plain = await get('/assets/app-1a2b.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it('sends a page in the encoding the browser prefers, honouring its quality values', async () => {
    const gzipPreferred = await get('/shop', { 'accept-encoding': 'gzip;q=1, br;q=0' });
    expect(gzipPreferred.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzipPreferred.rawPayload).toString()).toContain('<html');

    const brotli = await get('/shop', { 'accept-encoding': 'gzip, deflate, br' });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toContain('<html');
  });

  it('compresses API answers for clients that accept it', async () => {
    const payload = { client_id: 47, limit: 12, offset: 0 };
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/product_get.php',
      headers: { 'accept-encoding': 'br' },
      payload,
    });
    expect(res.headers['content-encoding']).toBe('br');
    const body = JSON.parse(brotliDecompressSync(res.rawPayload).toString());
    expect(body.status).toBe(1);
    expect(body.products.length).toBeGreaterThan(0);

    const plain = await t.app.inject({ method: 'POST', url: '/api/product_get.php', payload });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.json().status).toBe(1);
  });

  it("announces a shop page's own scripts and styles, but not the ones index.html already loads", async () => {
    const links = preloads((await get('/shop')).body);
    expect(links).toContain('<link rel="modulepreload" crossorigin href="/assets/shop-3c4d.js" />');
    expect(links).toContain('<link rel="modulepreload" crossorigin href="/assets/grid-5e6f.js" />');
    expect(links).toContain('<link rel="stylesheet" crossorigin href="/assets/shop-3c4d.css" />');
    expect(links).toContain('<link rel="stylesheet" crossorigin href="/assets/grid-5e6f.css" />');
    expect(links.join()).not.toContain('shared-9z.js');
    expect(links.join()).not.toContain('app-1a2b.js');
  });

  it('preloads the start-up translations in the language the visitor will get', async () => {
    const english = preloads((await get('/shop')).body);
    expect(english).toContain(
      `<link rel="preload" as="fetch" crossorigin href="${localeFileUrl('en', 'translation')}" />`,
    );
    const fromBrowser = preloads((await get('/shop', { 'accept-language': 'zh-TW,zh;q=0.9' })).body);
    expect(fromBrowser.join()).toContain(localeFileUrl('zh-HK', 'translation'));
    expect(fromBrowser.join()).not.toContain('/locales/en/');
    const chosen = preloads((await get('/shop?lng=en', { 'accept-language': 'zh-HK' })).body);
    expect(chosen.join()).toContain(localeFileUrl('en', 'pages'));
  });

  it("preloads the home page's first banner slide, the picture it paints largest", async () => {
    const { website_sections } = (await t.call('website_section_get')).body;
    const banner = website_sections.find((s: { section_key: string }) => s.section_key === 'home_banner');
    const links = preloads((await get('/')).body);
    expect(links).toContain(
      `<link rel="preload" as="image" fetchpriority="high" href="${banner.section_items[0].image}" />`,
    );
  });

  it("preloads a product page's main picture, and nothing for a page that does not exist", async () => {
    const { products } = (await t.call('product_get', { limit: 1 })).body;
    const image = products[0].variants[0].image[0];
    const links = preloads((await get(`/product/${products[0].id}`)).body);
    expect(links).toContain(`<link rel="preload" as="image" fetchpriority="high" href="${image}" />`);
    expect(links).toContain('<link rel="modulepreload" crossorigin href="/assets/product-7g8h.js" />');
    expect(preloads((await get('/product/999999')).body)).toEqual([]);
  });
});

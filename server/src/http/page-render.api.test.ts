import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { initialDataOf } from '../../test/initial-data-of.ts';
import { appPerFile } from '../../test/test-app.ts';

/**
 * A build with a renderer beside it (`.ssr/entry-server.js`), standing in for the storefront's:
 * it asks the API for the shop's details through the `send` it is given, renders them with a
 * `$&` in the markup (a replacement pattern, if the server ever read it as one), and fails on
 * /shop/13 the way a broken component would.
 */
const webDist = mkdtempSync(join(tmpdir(), 'web-dist-'));
mkdirSync(join(webDist, '.ssr'));
mkdirSync(join(webDist, '.vite'));
writeFileSync(
  join(webDist, 'index.html'),
  '<!doctype html>\n<html lang="en">\n  <head>\n    <title>Shop</title>\n  </head>\n  <body><div id="root"></div></body>\n</html>\n',
);
writeFileSync(
  join(webDist, '.vite', 'manifest.json'),
  JSON.stringify({
    'index.html': { file: 'assets/main-1.js', isEntry: true },
    'src/start.tsx': { file: 'assets/start-2.js', css: ['assets/start-2.css'] },
    'src/app/routes/shop.tsx': { file: 'assets/shop-3.js', css: ['assets/shop-3.css'] },
  }),
);
writeFileSync(
  join(webDist, '.ssr', 'entry-server.js'),
  `export function createPageRenderer() {
    return {
      async render({ url, language, send }) {
        const path = new URL(url).pathname;
        if (path === '/shop/13') throw new Error('a component broke');
        if (!path.startsWith('/shop')) return undefined;
        const { data } = await send('shop_info_get', { client_id: 47 });
        return '<main lang="' + language + '">' + data.shop.name_en + ' $& more</main>';
      },
    };
  }`,
);

const t = appPerFile({ WEB_DIST: webDist });

const page = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

describe('a page rendered on the server', () => {
  it('carries its first screen in #root, in the language the visitor will get', async () => {
    const { body: shop } = await t.call('shop_info_get');
    const res = await page('/shop', { 'accept-language': 'zh-HK,zh;q=0.9' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(
      `<div id="root" data-language="zh-HK"><main lang="zh-HK">${shop.shop.name_en} $& more</main></div>`,
    );
  });

  it('carries every answer it was rendered from, for the browser to render the same', async () => {
    const html = (await page('/shop')).body;
    const calls = initialDataOf(html).map((a) => a.call);
    expect(calls).toContain('shop_info_get');
    expect(calls).toContain('product_get');
  });

  it('links its styles but asks for no script or translation before it has painted', async () => {
    const html = (await page('/shop')).body;
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/start-2.css" />');
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/shop-3.css" />');
    expect(html).not.toContain('modulepreload');
    expect(html).not.toContain('/locales/');
  });

  it('is left to the browser, with its scripts announced, when the renderer has nothing for it', async () => {
    const html = (await page('/cart')).body;
    expect(html).toContain('<div id="root"></div>');
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/start-2.js" />');
  });

  it('still serves the page, for the browser to render, when rendering fails', async () => {
    const res = await page('/shop/13');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<div id="root"></div>');
    expect((await page('/shop')).statusCode).toBe(200);
  });
});

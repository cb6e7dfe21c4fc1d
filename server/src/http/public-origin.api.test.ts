import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { appPerFile, createTestApp } from '../../test/test-app.ts';

const webDist = mkdtempSync(join(tmpdir(), 'web-dist-'));
writeFileSync(
  join(webDist, 'index.html'),
  '<!doctype html>\n<html lang="en">\n  <head>\n    <title>Shop</title>\n  </head>\n  <body><div id="root"></div></body>\n</html>\n',
);

const t = appPerFile({ WEB_DIST: webDist, PORT: '8080', ALLOWED_HOSTS: 'shop.lan' });

const getWithHost = (url: string, host: string) => t.app.inject({ method: 'GET', url, headers: { host } });

/** Every link a page, the sitemap and robots.txt give out for this Host header. */
async function linksFor(host: string): Promise<string> {
  const pages = await Promise.all(
    ['/about', '/sitemap.xml', '/robots.txt'].map((url) => getWithHost(url, host)),
  );
  return pages.map((page) => page.body).join('\n');
}

describe('links without PUBLIC_URL', () => {
  it('never echo a Host header that is not a known host', async () => {
    const links = await linksFor('evil.example');
    expect(links).not.toContain('evil.example');
    expect(links).toContain('<link rel="canonical" href="http://localhost:8080/about" />');
    expect(links).toContain('<meta property="og:url" content="http://localhost:8080/about" />');
    expect(links).toContain('<loc>http://localhost:8080/about</loc>');
    expect(links).toContain('hreflang="zh-HK" href="http://localhost:8080/about?lng=zh-HK"');
    expect(links).toContain('Sitemap: http://localhost:8080/sitemap.xml');
  });

  it('nor a known name with a forged port', async () => {
    const links = await linksFor('localhost:80"><script>x</script>');
    expect(links).not.toContain('<script>x');
  });

  it('use the loopback or an ALLOWED_HOSTS name the request came by', async () => {
    expect(await linksFor('127.0.0.1:8080')).toContain('<loc>http://127.0.0.1:8080/about</loc>');
    expect(await linksFor('shop.lan:3000')).toContain('Sitemap: http://shop.lan:3000/sitemap.xml');
  });
});

describe('PUBLIC_URL', () => {
  it('is the origin of every link, whatever the Host header', async () => {
    const app = await createTestApp({ WEB_DIST: webDist, PUBLIC_URL: 'https://beans.example/' });
    try {
      const page = await app.app.inject({
        method: 'GET',
        url: '/about',
        headers: { host: 'localhost:8080' },
      });
      expect(page.body).toContain('<link rel="canonical" href="https://beans.example/about" />');
    } finally {
      await app.close();
    }
  });
});

import { describe, expect, it } from 'vitest';
import { type PageHead, plainSummary, renderHead } from './render-head.ts';

const html =
  '<!doctype html><html lang="en"><head><title>Shop</title><meta name="description" content="x" /></head><body></body></html>';
const head: PageHead = {
  status: 200,
  lang: 'zh-HK',
  title: 'Kenya "AA" <b> | 舢舨咖啡',
  description: 'Bright & juicy',
  canonicalUrl: 'https://shop.example/product/3?lng=zh-HK',
  alternateUrls: [{ lang: 'en', url: 'https://shop.example/product/3' }],
  imageUrl: 'https://shop.example/media/art/a.svg',
  type: 'product',
  jsonLd: { '@type': 'Product', name: '</script><script>alert(1)</script>' },
};

describe('renderHead', () => {
  it('writes an escaped title, description, language and sharing tags', () => {
    const out = renderHead(html, head);
    expect(out).toContain('<html lang="zh-HK">');
    expect(out).toContain('<title>Kenya &#34;AA&#34; &#60;b&#62; | 舢舨咖啡</title>');
    expect(out).toContain('<meta name="description" content="Bright &#38; juicy" />');
    expect(out).toContain('<link rel="canonical" href="https://shop.example/product/3?lng=zh-HK" />');
    expect(out).toContain('<meta property="og:image" content="https://shop.example/media/art/a.svg" />');
    expect(out).toContain('hreflang="en"');
  });

  it('keeps a `$` in a title as written (it is no replacement pattern)', () => {
    const out = renderHead(html, { ...head, title: "Save $' and $& on drip bags" });
    expect(out).toContain('<title>Save $&#39; and $&#38; on drip bags</title>');
  });

  it('keeps JSON-LD from closing its script element', () => {
    const out = renderHead(html, head);
    expect(out).not.toContain('</script><script>alert(1)');
    expect(out).toContain('\\u003c/script>');
  });
});

describe('renderHead of a page rendered on the server', () => {
  const built =
    '<html lang="en"><head><title>Shop</title><script type="module" crossorigin src="/assets/index.js"></script>' +
    '<link rel="modulepreload" crossorigin href="/assets/shell.js"></head><body><div id="root"></div></body></html>';
  const data = '<script type="application/json" id="first-answers">[]</script>';

  it('asks for the scripts that hydrate it at low priority, after what paints', () => {
    const out = renderHead(built, head, [], { html: '<h1>Kenya</h1>', language: 'en' }, [data]);
    expect(out).toContain('<script type="module" fetchpriority="low" crossorigin src="/assets/index.js">');
    expect(out).toContain(
      '<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/shell.js">',
    );
  });

  it('puts its initial data after the first screen, at the end of the body', () => {
    const out = renderHead(built, head, [], { html: '<h1>Kenya</h1>', language: 'en' }, [data]);
    expect(out.indexOf(data)).toBeGreaterThan(out.indexOf('<h1>Kenya</h1>'));
    expect(out.indexOf(data)).toBeLessThan(out.indexOf('</body>'));
  });

  it('leaves the scripts of a page the browser builds at their usual priority', () => {
    expect(renderHead(built, head)).not.toContain('fetchpriority="low"');
  });
});

describe('plainSummary', () => {
  it('drops tags and cuts long text at a word', () => {
    expect(plainSummary('<p>Hello <b>world</b></p>')).toBe('Hello world');
    const long = plainSummary(`<p>${'coffee '.repeat(40)}</p>`);
    expect(long.length).toBeLessThanOrEqual(160);
    expect(long.endsWith('…')).toBe(true);
  });
});

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

describe('plainSummary', () => {
  it('drops tags and cuts long text at a word', () => {
    expect(plainSummary('<p>Hello <b>world</b></p>')).toBe('Hello world');
    const long = plainSummary(`<p>${'coffee '.repeat(40)}</p>`);
    expect(long.length).toBeLessThanOrEqual(160);
    expect(long.endsWith('…')).toBe(true);
  });
});

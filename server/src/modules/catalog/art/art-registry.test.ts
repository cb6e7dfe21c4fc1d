import { describe, expect, it } from 'vitest';
import { buildVariants } from '../../../db/seed/catalog/build-variants.ts';
import { CATEGORIES, categoryImage } from '../../../db/seed/catalog/categories.data.ts';
import { PRODUCTS } from '../../../db/seed/catalog/products.data.ts';
import { ART, artName } from './art-registry.ts';

/** Enough of an XML parser to catch what breaks an SVG: stray text, bad entities, duplicate or unquoted attributes, unbalanced tags. */
function xmlProblem(xml: string): string | null {
  const tag = /<(\/?)([a-zA-Z][\w:-]*)((?:\s+[\w:-]+="[^"<]*")*)\s*(\/?)>/g;
  const stack: string[] = [];
  let last = 0;
  for (let m = tag.exec(xml); m; m = tag.exec(xml)) {
    const between = xml.slice(last, m.index);
    if (/[<>]/.test(between) || /&(?!#\d+;|amp;|lt;|gt;|quot;|apos;)/.test(between))
      return `bad text before ${m[0]}`;
    last = tag.lastIndex;
    const [, closing, name = '', attrs = '', selfClosing] = m;
    const names = [...attrs.matchAll(/([\w:-]+)="/g)].map((a) => a[1]);
    if (new Set(names).size !== names.length) return `duplicate attribute in ${m[0]}`;
    if (closing) {
      if (stack.pop() !== name) return `unbalanced </${name}>`;
    } else if (!selfClosing) stack.push(name);
    if (stack.length === 0 && last !== xml.length) return 'content after the root element';
  }
  return stack.length > 0 || last !== xml.length ? 'unclosed element or trailing text' : null;
}

const SIZES: [RegExp, number, number][] = [
  [/^product-/, 800, 800],
  [/^banner-/, 1600, 700],
  [/^(benefit|award)-/, 400, 400],
  [/^client-logo-/, 400, 200],
  [/^(credit-|category-)/, 600, 600],
  [/^logo$/, 240, 240],
  [/./, 800, 600],
];

const FIXED_NAMES = [
  'banner-harbour',
  'banner-origins',
  'banner-brew-bar',
  'about-roastery',
  'story-sampan',
  'coffee-farm',
  'shop-interior',
  'sustainability',
  'subscription-box',
  'champ-latte-art',
  'corporate-office',
  'careers-team',
  'logo',
  ...[1, 2, 3].flatMap((n) => [`purpose-${n}`, `store-${n}`, `credit-cash-${n}`]),
  ...[1, 2, 3, 4].flatMap((n) => [`benefit-${n}`, `award-${n}`, `credit-beans-${n}`]),
  ...[1, 2, 3, 4, 5, 6].flatMap((n) => [`client-logo-${n}`, `blog-${n}`]),
];

describe('art registry', () => {
  it('draws exactly the product images the seed refers to', () => {
    const referenced = new Set(
      PRODUCTS.flatMap((p) => buildVariants(p.slug, p.sell).flatMap((v) => v.images ?? [])).map(artName),
    );
    const drawn = new Set([...ART.keys()].filter((name) => name.startsWith('product-')));
    expect(referenced.size).toBe(PRODUCTS.length * 2);
    expect(drawn).toEqual(referenced);
  });

  it('draws every top category image and every name the other parts of the shop use', () => {
    for (const category of CATEGORIES)
      expect(ART.has(artName(categoryImage(category.slug))), category.slug).toBe(true);
    for (const name of FIXED_NAMES) expect(ART.has(name), name).toBe(true);
  });

  it('makes every drawing a small, self-contained, titled SVG of the right size', () => {
    for (const [name, render] of ART) {
      const svg = render();
      expect(xmlProblem(svg), name).toBeNull();
      const [, width, height] = SIZES.find(([pattern]) => pattern.test(name))!;
      expect(
        svg.startsWith(
          `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img"`,
        ),
        name,
      ).toBe(true);
      expect(svg, name).toMatch(/<title id="art-title">[^<]{8,}<\/title>/);
      expect(svg, name).not.toMatch(/<script|<foreignObject|\shref=|\sstyle=|url\((?!#)/i);
      expect(svg.replace('http://www.w3.org/2000/svg', ''), name).not.toContain('http');
      expect(svg.length, name).toBeLessThan(16_000);
    }
  });

  it('names every product in both languages in its titles, and draws the same picture every time', () => {
    const product = PRODUCTS[0]!;
    const front = ART.get(`product-${product.slug}-1`)!;
    expect(front()).toContain(product.name.en);
    expect(front()).toContain(product.name.zh);
    expect(front()).toBe(front());
  });
});

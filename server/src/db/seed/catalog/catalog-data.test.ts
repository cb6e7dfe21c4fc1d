import { describe, expect, it } from 'vitest';
import { ROAST_LEVELS } from '../../schema.ts';
import { buildVariants } from './build-variants.ts';
import { CATEGORIES, categoryLinks } from './categories.data.ts';
import { PRODUCTS, SECTIONS } from './products.data.ts';

const HAN = /[\u4e00-\u9fff]/;
const allVariants = PRODUCTS.flatMap((p) => buildVariants(p.slug, p.sell).map((v) => ({ product: p, ...v })));
const categorySlugs = CATEGORIES.flatMap((c) => [c.slug, ...(c.children ?? []).map((child) => child.slug)]);
const COFFEE_CATEGORIES = new Set(['single-origins', 'blends', 'drip-bags', 'capsules']);
const isCoffee = (slug: string) => categoryLinks(slug).some((c) => COFFEE_CATEGORIES.has(c));

describe('catalog seed data', () => {
  it('holds at least 40 products with unique kebab-case slugs, in every top category', () => {
    expect(PRODUCTS.length).toBeGreaterThanOrEqual(40);
    const slugs = PRODUCTS.map((p) => p.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const slug of [...slugs, ...categorySlugs]) expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    const used = new Set(PRODUCTS.flatMap((p) => categoryLinks(p.category)));
    for (const category of categorySlugs) expect(used, category).toContain(category);
  });

  it('names only categories that exist, and category slugs are unique', () => {
    expect(new Set(categorySlugs).size).toBe(categorySlugs.length);
    for (const p of PRODUCTS) expect(categorySlugs, p.slug).toContain(p.category);
  });

  it('writes every name and description in Chinese, not a copy of the English', () => {
    const texts = [...CATEGORIES.flatMap((c) => [c, ...(c.children ?? [])]), ...PRODUCTS].flatMap((item) => [
      item.name,
      ...('description' in item ? [item.description] : []),
    ]);
    for (const text of texts) {
      for (const lang of ['zh', 'cn'] as const) {
        expect(text[lang], text.en).toMatch(HAN);
        expect(text[lang]).not.toBe(text.en);
      }
    }
  });

  it('gives every coffee its attributes in both languages, and nothing else any', () => {
    for (const p of PRODUCTS) {
      if (!isCoffee(p.category)) {
        expect(p.coffee, p.slug).toBeUndefined();
        continue;
      }
      const coffee = p.coffee!;
      expect(coffee, p.slug).toBeDefined();
      for (const text of [coffee.origin, coffee.process, coffee.notes]) {
        expect(text.en).toMatch(/^[\p{L}\p{N} ',.·&-]+$/u);
        expect(text.zh).toMatch(HAN);
      }
      expect(ROAST_LEVELS).toContain(coffee.roast);
      expect(coffee.roastedDaysAgo).toBeGreaterThan(0);
    }
  });

  it('tags every product in both languages and rates it within 0..5 stars', () => {
    for (const p of PRODUCTS) {
      expect(
        p.tags.some((t) => HAN.test(t)),
        p.slug,
      ).toBe(true);
      expect(
        p.tags.some((t) => /^[a-z][a-z -]*$/.test(t)),
        p.slug,
      ).toBe(true);
    }
    const suggested = PRODUCTS.filter((p) => p.suggested).length / PRODUCTS.length;
    expect(suggested).toBeGreaterThan(0.2);
    expect(suggested).toBeLessThan(0.45);
  });

  it('gives every product 1..n variants with unique SKUs and at most three option slots', () => {
    for (const p of PRODUCTS) {
      const rows = buildVariants(p.slug, p.sell);
      expect(rows.length, p.slug).toBeGreaterThanOrEqual(1);
      if (rows.length === 1) expect(rows[0]!.options).toEqual([]);
      for (const row of rows) expect(row.options!.length).toBeLessThanOrEqual(3);
    }
    const skus = allVariants.map((v) => v.sku);
    expect(new Set(skus).size).toBe(skus.length);
  });

  it('prices sales consistently: sale ≤ retail, and a discount is the retail less that percent in whole dollars', () => {
    for (const v of allVariants) {
      expect(v.salePriceCents).toBeLessThanOrEqual(v.retailPriceCents);
      if (v.discountPercent! > 0) {
        expect(v.salePriceCents % 100).toBe(0);
        expect(v.salePriceCents).toBe(
          Math.floor((v.retailPriceCents * (100 - v.discountPercent!)) / 10_000) * 100,
        );
      } else {
        expect(v.salePriceCents).toBe(v.retailPriceCents);
      }
    }
    const discounted = allVariants.filter((v) => v.discountPercent! > 0).length / allVariants.length;
    expect(discounted).toBeGreaterThan(0.15);
    expect(discounted).toBeLessThan(0.35);
  });

  it('keeps single origins at realistic prices and shows a few sold-out variants', () => {
    for (const v of allVariants.filter((x) => categoryLinks(x.product.category).includes('single-origins'))) {
      const weight = v.options![0]!.value.en;
      if (weight === '200 g' && !v.product.slug.includes('geisha')) {
        expect(v.retailPriceCents).toBeGreaterThanOrEqual(12_800);
        expect(v.retailPriceCents).toBeLessThanOrEqual(26_000);
      }
    }
    const soldOut = allVariants.filter((v) => v.inventory === 0);
    expect(soldOut.length).toBeGreaterThanOrEqual(3);
    expect(soldOut.length).toBeLessThan(allVariants.length / 10);
    const singles = PRODUCTS.filter((p) => buildVariants(p.slug, p.sell).length === 1);
    expect(singles.some((p) => buildVariants(p.slug, p.sell)[0]!.inventory === 0)).toBe(true);
  });

  it('fills both home page sections with eight existing products', () => {
    expect(SECTIONS.map((s) => s.key)).toEqual(['new_arrivals', 'best_sellers']);
    const slugs = new Set(PRODUCTS.map((p) => p.slug));
    for (const section of SECTIONS) {
      expect(section.slugs).toHaveLength(8);
      expect(new Set(section.slugs).size).toBe(8);
      for (const slug of section.slugs) expect(slugs).toContain(slug);
    }
  });
});

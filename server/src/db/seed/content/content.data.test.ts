import { SECTION_KEYS } from '@shop/contract/content/content.calls';
import { describe, expect, it } from 'vitest';
import { sanitizeRichText } from '../../../modules/content/index.ts';
import { BLOG_POSTS, SECTIONS } from './content.data.ts';
import type { SectionItemSeed } from './section-seed.ts';

const ART = /^\/media\/art\/[a-z0-9-]+\.svg$/;
const HAN = /\p{Script=Han}/u;

const LANGUAGE_PAIRS = [
  ['titleEn', 'titleZh'],
  ['subtitleEn', 'subtitleZh'],
  ['contentEn', 'contentZh'],
  ['imageAltEn', 'imageAltZh'],
] as const satisfies readonly (readonly [keyof SectionItemSeed, keyof SectionItemSeed])[];

const items = SECTIONS.flatMap((s) => s.items.map((item, i) => ({ where: `${s.key}[${i}]`, item })));

describe('website sections', () => {
  it('cover every section key once, in the order of SECTION_KEYS, each with items', () => {
    expect(SECTIONS.map((s) => s.key)).toEqual([...SECTION_KEYS]);
    for (const s of SECTIONS) expect(s.items.length, s.key).toBeGreaterThan(0);
  });

  it('give every item a title and every text in both languages', () => {
    for (const { where, item } of items) {
      expect(item.titleEn && item.titleZh, where).toBeTruthy();
      for (const [en, zh] of LANGUAGE_PAIRS) {
        expect(Boolean(item[en]), `${where}.${en}`).toBe(Boolean(item[zh]));
        if (item[zh]) expect(item[zh], `${where}.${zh}`).toMatch(HAN);
      }
    }
  });

  it('already obey the rich-text allow-list', () => {
    for (const { where, item } of items) {
      for (const html of [item.contentEn ?? '', item.contentZh ?? '']) {
        expect(sanitizeRichText(html), where).toBe(html);
      }
    }
  });

  it('use the project art and alt text for every image, and links inside the site or to mail', () => {
    for (const { where, item } of items) {
      if (item.image) {
        expect(item.image, where).toMatch(ART);
        expect(item.imageAltEn && item.imageAltZh, where).toBeTruthy();
      }
      if (item.link) expect(item.link, where).toMatch(/^(\/|mailto:)/);
    }
  });

  it('state the delivery fees of the seeded delivery countries', () => {
    const delivery = SECTIONS.find((s) => s.key === 'delivery')!;
    const text = delivery.items.map((i) => i.contentEn).join('');
    expect(text).toContain('Hong Kong: HK$40, free on orders of HK$500 or more');
    expect(text).toContain('Macau: HK$80, free on orders of HK$1,000 or more');
  });
});

describe('blog posts', () => {
  it('are at least six, with unique slugs and art', () => {
    expect(BLOG_POSTS.length).toBeGreaterThanOrEqual(6);
    expect(new Set(BLOG_POSTS.map((b) => b.slug)).size).toBe(BLOG_POSTS.length);
    for (const post of BLOG_POSTS) {
      expect(post.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(post.image).toMatch(ART);
      expect(post.tags.length).toBeGreaterThan(0);
      expect(post.daysAgo).toBeGreaterThan(0);
    }
  });

  it('are written in both languages as long-form, allow-listed rich text', () => {
    for (const post of BLOG_POSTS) {
      for (const text of [post.titleZh, post.excerptZh, post.contentZh, post.authorZh])
        expect(text).toMatch(HAN);
      for (const text of [post.titleEn, post.excerptEn, post.authorEn]) expect(text).not.toBe('');
      for (const html of [post.contentEn, post.contentZh]) {
        expect(sanitizeRichText(html)).toBe(html);
        expect(html.match(/<p>/g)?.length ?? 0, post.slug).toBeGreaterThanOrEqual(4);
      }
    }
  });
});

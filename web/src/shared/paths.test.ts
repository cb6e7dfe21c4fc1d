import { describe, expect, it } from 'vitest';
import { paths, sectionLink } from './paths.ts';

describe('paths', () => {
  it('builds shop links with a category and an encoded keyword', () => {
    expect(paths.shop()).toBe('/shop');
    expect(paths.shop(3, '耶加 雪菲')).toBe(`/shop/3?keyword=${encodeURIComponent('耶加 雪菲')}`);
  });

  it('treats section links as the spec says', () => {
    expect(sectionLink('')).toBe('#');
    expect(sectionLink('https://example.com/x')).toBe('https://example.com/x');
    expect(sectionLink('shop')).toBe('/shop');
    expect(sectionLink('/about')).toBe('/about');
    expect(sectionLink('mailto:hello@sampan.coffee')).toBe('mailto:hello@sampan.coffee');
    expect(sectionLink('mailto:hello@sampan.coffee')).toBe('mailto:hello@sampan.coffee');
  });
});

import type { BlogPostSummary } from '@shop/contract/content/content.calls';
import { describe, expect, it } from 'vitest';
import { blogLayoutOf, blogListQuery, formatPostDate, popularTags, postNeighbours } from './blog-index.ts';

const tag = (slug: string) => ({ slug, name_en: slug.toUpperCase(), name_zh: `${slug}中` });

const post = (slug: string, tags: string[] = []): BlogPostSummary => ({
  id: slug.length,
  slug,
  title_en: slug,
  title_zh: slug,
  excerpt_en: '',
  excerpt_zh: '',
  image: '',
  author_en: '',
  author_zh: '',
  tags: tags.map(tag),
  published_at: '2025-01-01T00:00:00.000Z',
});

describe('blog index', () => {
  it('puts the sidebar where the path says', () => {
    expect(blogLayoutOf('/blog-standard')).toBe('sidebar-left');
    expect(blogLayoutOf('/blog-no-sidebar/')).toBe('no-sidebar');
    expect(blogLayoutOf('/blog-right-sidebar')).toBe('sidebar-right');
  });

  it('finds the older (previous) and newer (next) post in a newest-first list', () => {
    const posts = [post('newest'), post('middle'), post('oldest')];
    expect(postNeighbours(posts, 'middle')).toEqual({ previous: posts[2], next: posts[0] });
    expect(postNeighbours(posts, 'newest')).toEqual({ previous: posts[1], next: undefined });
    expect(postNeighbours(posts, 'oldest')).toEqual({ previous: undefined, next: posts[1] });
    expect(postNeighbours(posts, 'missing')).toEqual({ previous: undefined, next: undefined });
  });

  it('orders tags by use, then by name', () => {
    const posts = [
      post('a', ['brewing', 'kenya']),
      post('b', ['brewing', 'espresso']),
      post('c', ['espresso']),
    ];
    expect(popularTags(posts)).toEqual([tag('brewing'), tag('espresso'), tag('kenya')]);
    expect(popularTags(posts, 1)).toEqual([tag('brewing')]);
  });

  it('writes dates the Hong Kong way in Hong Kong time', () => {
    // 20:00 UTC on 4 March is already 5 March in Hong Kong.
    expect(formatPostDate('2025-03-04T20:00:00.000Z', 'en')).toBe('5 March 2025');
    expect(formatPostDate('2025-03-04T20:00:00.000Z', 'zh-HK')).toBe('2025年3月5日');
  });
});

describe('blogListQuery', () => {
  it('asks for the page and tag the address names, as the server renders and the browser hydrates it', () => {
    expect(blogListQuery(new URLSearchParams())).toEqual({ limit: 6, offset: 0 });
    expect(blogListQuery(new URLSearchParams('page=3&tag=origins'))).toEqual({
      limit: 6,
      offset: 12,
      tag: 'origins',
    });
  });

  it('reads a page that is not a page as the first, and an empty tag as none', () => {
    expect(blogListQuery(new URLSearchParams('page=abc&tag='))).toEqual({ limit: 6, offset: 0 });
  });
});

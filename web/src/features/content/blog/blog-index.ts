import type { BlogPostSummary, BlogTag } from '@shop/contract/content/content.calls';
import { hongKongDayOf } from '../../../shared/hong-kong-dates.ts';
import { pageFromQuery, pageOffset } from '../../../shared/pagination.ts';
import { formatWrittenDay } from '../../../shared/written-day.ts';
import type { Page } from '../content.endpoints.ts';

/** The three blog lists differ only in where the sidebar goes. */
export type BlogLayout = 'sidebar-left' | 'no-sidebar' | 'sidebar-right';

const BLOG_LAYOUTS: Record<string, BlogLayout> = {
  '/blog-standard': 'sidebar-left',
  '/blog-no-sidebar': 'no-sidebar',
  '/blog-right-sidebar': 'sidebar-right',
};

export function blogLayoutOf(pathname: string): BlogLayout {
  return BLOG_LAYOUTS[pathname.replace(/\/+$/, '')] ?? 'sidebar-left';
}

/** Posts per page on the blog lists. */
export const BLOG_PAGE_SIZE = 6;

/** A blog list's page of posts as its address asks: `?page=` and, to narrow it to one tag, `?tag=`. */
export function blogListQuery(search: URLSearchParams): Page {
  const tag = search.get('tag') || undefined;
  return {
    limit: BLOG_PAGE_SIZE,
    offset: pageOffset(pageFromQuery(search.get('page')), BLOG_PAGE_SIZE),
    ...(tag ? { tag } : {}),
  };
}

/** Every published post, newest first; the sidebar and the previous/next links share this one request. */
export const BLOG_INDEX = { limit: 999, offset: 0 } as const;

/** In a newest-first list, the previous post is the older one and the next is the newer one. */
export function postNeighbours(posts: readonly BlogPostSummary[], slug: string) {
  const index = posts.findIndex((post) => post.slug === slug);
  if (index < 0) return { previous: undefined, next: undefined };
  return { previous: posts[index + 1], next: index > 0 ? posts[index - 1] : undefined };
}

/**
 * Tags by how many posts carry them, most used first, ties in the order of their slugs. Slugs are
 * lower-case ASCII (`blogTagSlug`), so comparing them as strings orders them as a collator would,
 * without the first `localeCompare`'s cost on the blog's first screen (docs/performance.md).
 */
export function popularTags(posts: readonly BlogPostSummary[], limit = 12): BlogTag[] {
  const counts = new Map<string, { tag: BlogTag; uses: number }>();
  for (const tag of posts.flatMap((post) => post.tags)) {
    counts.set(tag.slug, { tag, uses: (counts.get(tag.slug)?.uses ?? 0) + 1 });
  }
  return [...counts.values()]
    .sort((a, b) => b.uses - a.uses || (a.tag.slug < b.tag.slug ? -1 : a.tag.slug > b.tag.slug ? 1 : 0))
    .slice(0, limit)
    .map(({ tag }) => tag);
}

/** Dates as Hong Kong readers write them, in Hong Kong time: "5 March 2025" or "2025年3月5日". */
export function formatPostDate(iso: string, language: string): string {
  return formatWrittenDay(hongKongDayOf(iso), language);
}

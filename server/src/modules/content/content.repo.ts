import {
  type BlogPost,
  type BlogPostSummary,
  SECTION_KEYS,
  type WebsiteSection,
} from '@shop/contract/content/content.calls';
import { and, asc, desc, eq, lte } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { postTagsColumn, taggedWith } from './blog-tags.ts';
import { blogPosts, websiteSectionItems, websiteSections } from './content.tables.ts';
import { sanitizeRichText } from './rich-text.ts';

const knownKeys = new Set<string>(SECTION_KEYS);

type SectionItemRow = typeof websiteSectionItems.$inferSelect;
type SectionItem = WebsiteSection['section_items'][number];

function sectionItem(item: SectionItemRow): SectionItem {
  return {
    id: item.id,
    title_en: item.titleEn,
    title_zh: item.titleZh,
    subtitle_en: item.subtitleEn,
    subtitle_zh: item.subtitleZh,
    content_en: sanitizeRichText(item.contentEn),
    content_zh: sanitizeRichText(item.contentZh),
    image: item.image,
    image_alt_en: item.imageAltEn,
    image_alt_zh: item.imageAltZh,
    link: item.link,
    sort_order: item.sortOrder,
  };
}

/** Every section with its items in order; rich text is sanitised again on the way out. */
export async function listWebsiteSections(
  db: Db,
  page: { limit: number; offset: number },
): Promise<WebsiteSection[]> {
  const rows = await db
    .select({ key: websiteSections.sectionKey, item: websiteSectionItems })
    .from(websiteSections)
    .leftJoin(websiteSectionItems, eq(websiteSectionItems.sectionId, websiteSections.id))
    .orderBy(asc(websiteSections.id), asc(websiteSectionItems.sortOrder), asc(websiteSectionItems.id));
  const sections = new Map<string, WebsiteSection>();
  for (const { key, item } of rows) {
    if (!knownKeys.has(key)) continue;
    const section = sections.get(key) ?? {
      section_key: key as WebsiteSection['section_key'],
      section_items: [],
    };
    sections.set(key, section);
    if (item) section.section_items.push(sectionItem(item));
  }
  return [...sections.values()].slice(page.offset, page.offset + page.limit);
}

/** The first item of one section, in the order the section lists it: an information page's head. */
export async function findFirstSectionItem(db: Db, key: string): Promise<SectionItem | undefined> {
  const [row] = await db
    .select({ item: websiteSectionItems })
    .from(websiteSectionItems)
    .innerJoin(websiteSections, eq(websiteSectionItems.sectionId, websiteSections.id))
    .where(eq(websiteSections.sectionKey, key))
    .orderBy(asc(websiteSectionItems.sortOrder), asc(websiteSectionItems.id))
    .limit(1);
  return row && sectionItem(row.item);
}

const summaryColumns = {
  id: blogPosts.id,
  slug: blogPosts.slug,
  title_en: blogPosts.titleEn,
  title_zh: blogPosts.titleZh,
  excerpt_en: blogPosts.excerptEn,
  excerpt_zh: blogPosts.excerptZh,
  image: blogPosts.image,
  author_en: blogPosts.authorEn,
  author_zh: blogPosts.authorZh,
  tags: postTagsColumn,
  publishedAt: blogPosts.publishedAt,
};

function withIsoDate<T extends { publishedAt: Date }>({ publishedAt, ...rest }: T) {
  return { ...rest, published_at: publishedAt.toISOString() };
}

/** Published posts, newest first, those with the tag when one is given; a post dated in the future is not out yet. */
export async function listBlogPosts(
  db: Db,
  page: { limit: number; offset: number; tag?: string | undefined },
): Promise<{ posts: BlogPostSummary[]; total: number }> {
  const published = and(
    lte(blogPosts.publishedAt, new Date()),
    page.tag === undefined ? undefined : taggedWith(page.tag),
  );
  const [rows, total] = await Promise.all([
    db
      .select(summaryColumns)
      .from(blogPosts)
      .where(published)
      .orderBy(desc(blogPosts.publishedAt))
      .limit(page.limit)
      .offset(page.offset),
    db.$count(blogPosts, published),
  ]);
  return { posts: rows.map(withIsoDate), total };
}

/** Every blog post's slug, oldest first (the sitemap). */
export async function listBlogPostSlugs(db: Db): Promise<string[]> {
  const rows = await db.select({ slug: blogPosts.slug }).from(blogPosts).orderBy(asc(blogPosts.id));
  return rows.map((r) => r.slug);
}

/** A whole post's columns, tags among them; the date still a Date. */
export const postColumns = {
  ...summaryColumns,
  content_en: blogPosts.contentEn,
  content_zh: blogPosts.contentZh,
};

export async function findBlogPost(db: Db, slug: string): Promise<BlogPost | undefined> {
  const [row] = await db.select(postColumns).from(blogPosts).where(eq(blogPosts.slug, slug));
  if (!row || row.publishedAt > new Date()) return undefined;
  return {
    ...withIsoDate(row),
    content_en: sanitizeRichText(row.content_en),
    content_zh: sanitizeRichText(row.content_zh),
  };
}

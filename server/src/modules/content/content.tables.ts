import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { integerReference } from '../../db/columns.ts';

export const websiteSections = pgTable('website_sections', {
  id: serial('id').primaryKey(),
  sectionKey: text('section_key').notNull().unique(),
});

export const websiteSectionItems = pgTable(
  'website_section_items',
  {
    id: serial('id').primaryKey(),
    sectionId: integerReference('section_id', () => websiteSections.id, { onDelete: 'cascade' }).notNull(),
    titleEn: text('title_en').notNull().default(''),
    titleZh: text('title_zh').notNull().default(''),
    subtitleEn: text('subtitle_en').notNull().default(''),
    subtitleZh: text('subtitle_zh').notNull().default(''),
    /** Rich text, already sanitised to the spec's allow-list when written. */
    contentEn: text('content_en').notNull().default(''),
    contentZh: text('content_zh').notNull().default(''),
    image: text('image').notNull().default(''),
    imageAltEn: text('image_alt_en').notNull().default(''),
    imageAltZh: text('image_alt_zh').notNull().default(''),
    link: text('link').notNull().default(''),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [index('website_section_items_section').on(t.sectionId, t.sortOrder)],
);

export const blogPosts = pgTable('blog_posts', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  titleEn: text('title_en').notNull(),
  titleZh: text('title_zh').notNull(),
  excerptEn: text('excerpt_en').notNull(),
  excerptZh: text('excerpt_zh').notNull(),
  contentEn: text('content_en').notNull(),
  contentZh: text('content_zh').notNull(),
  image: text('image').notNull().default(''),
  authorEn: text('author_en').notNull(),
  authorZh: text('author_zh').notNull(),
  publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
});

/**
 * The blog's tags, shared by every post that carries one: a label in each language, and the slug the
 * blog list filters by (`?tag=`), made from the English label (blog-tags.ts).
 */
export const blogTags = pgTable(
  'blog_tags',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull().unique(),
    nameEn: text('name_en').notNull(),
    nameZh: text('name_zh').notNull(),
  },
  (t) => [
    check('blog_tags_slug', sql`${t.slug} ~ '^[a-z0-9]+(-[a-z0-9]+)*$'`),
    check('blog_tags_names', sql`${t.nameEn} <> '' AND ${t.nameZh} <> ''`),
  ],
);

/** Which tags a post carries, in the order its editor gave them; a post's tag goes with the post. */
export const blogPostTags = pgTable(
  'blog_post_tags',
  {
    postId: integerReference('post_id', () => blogPosts.id, { onDelete: 'cascade' }).notNull(),
    tagId: integerReference('tag_id', () => blogTags.id).notNull(),
    position: smallint('position').notNull(),
  },
  (t) => [primaryKey({ columns: [t.postId, t.tagId] }), index('blog_post_tags_tag').on(t.tagId)],
);

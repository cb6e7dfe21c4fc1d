import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, serial, smallint, text } from 'drizzle-orm/pg-core';
import { bilingualText, bilingualTextOrBlank, integerReference, timestamptz } from '../../db/columns.ts';

export const websiteSections = pgTable('website_sections', {
  id: serial('id').primaryKey(),
  sectionKey: text('section_key').notNull().unique(),
});

export const websiteSectionItems = pgTable(
  'website_section_items',
  {
    id: serial('id').primaryKey(),
    sectionId: integerReference('section_id', () => websiteSections.id, { onDelete: 'cascade' }).notNull(),
    ...bilingualTextOrBlank('title'),
    ...bilingualTextOrBlank('subtitle'),
    /** Rich text, already sanitised to the spec's allow-list when written. */
    ...bilingualTextOrBlank('content'),
    image: text('image').notNull().default(''),
    ...bilingualTextOrBlank('imageAlt'),
    link: text('link').notNull().default(''),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [index('website_section_items_section').on(t.sectionId, t.sortOrder)],
);

export const blogPosts = pgTable('blog_posts', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  ...bilingualText('title'),
  ...bilingualText('excerpt'),
  ...bilingualText('content'),
  image: text('image').notNull().default(''),
  ...bilingualText('author'),
  publishedAt: timestamptz('published_at').notNull(),
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
    ...bilingualText('name'),
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

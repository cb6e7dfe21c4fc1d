import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

export const websiteSections = pgTable('website_sections', {
  id: serial('id').primaryKey(),
  sectionKey: text('section_key').notNull().unique(),
});

export const websiteSectionItems = pgTable(
  'website_section_items',
  {
    id: serial('id').primaryKey(),
    sectionId: integer('section_id')
      .notNull()
      .references(() => websiteSections.id, { onDelete: 'cascade' }),
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
  tags: text('tags').array().notNull(),
  publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
});

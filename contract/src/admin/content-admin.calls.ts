import { z } from 'zod';
import { defineCall } from '../calls.ts';
import { blogPost, blogTagSlug, SECTION_KEYS, websiteSection } from '../content/content.calls.ts';
import { notice } from '../envelope.ts';
import { shopInstant } from './shop-instant.ts';

const text = (max: number) => z.string().trim().max(max);
const rowId = z.number().int().positive().max(2_147_483_647);
/** Rich text is limited by length here; its markup is cleaned to the storefront's allow-list on save. */
const richText = z.string().max(20_000);
const picture = z
  .string()
  .max(200)
  .regex(/^(\/media\/(art|uploads)\/[a-z0-9-]+\.(svg|webp))?$/);
/** A page of the shop ("/about"), another site, an email address or a phone number; never script. */
const link = z
  .string()
  .trim()
  .max(300)
  .regex(/^(\/[^\s]*|https?:\/\/[^\s]+|mailto:[^\s]+|tel:[+\d\s-]+)?$/);

export const sectionItemInput = z.object({
  id: rowId.optional(),
  section_key: z.enum(SECTION_KEYS),
  title_en: text(200),
  title_zh: text(200),
  subtitle_en: text(300),
  subtitle_zh: text(300),
  content_en: richText,
  content_zh: richText,
  image: picture.default(''),
  image_alt_en: text(200).default(''),
  image_alt_zh: text(200).default(''),
  link: link.default(''),
  sort_order: z.number().int().min(0).max(1000).default(0),
});

export const blogPostInput = z.object({
  id: rowId.optional(),
  slug: z
    .string()
    .trim()
    .min(1)
    .max(120)
    .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/),
  title_en: text(200).min(1),
  title_zh: text(200).min(1),
  excerpt_en: text(500),
  excerpt_zh: text(500),
  content_en: richText,
  content_zh: richText,
  image: picture.default(''),
  author_en: text(80).min(1),
  author_zh: text(80).min(1),
  /** Labels in both languages; the slug comes from the English one, so it must hold a letter or digit. */
  tags: z
    .array(
      z.object({
        name_en: text(40)
          .min(1)
          .refine((name) => blogTagSlug(name) !== '', 'needs a letter or digit'),
        name_zh: text(40).min(1),
      }),
    )
    .max(20),
  /** ISO 8601; a post dated in the future stays hidden until then. */
  published_at: shopInstant,
});

/** Whether cleaning to the allow-list took anything out, so the console can say so. */
const cleaned = { removed_markup: z.boolean() };

export const adminContentGet = defineCall({
  name: 'admin_content_get',
  auth: 'staff',
  input: z.object({}),
  output: z.object({ website_sections: z.array(websiteSection), blog_posts: z.array(blogPost) }),
});

export const adminSectionItemSave = defineCall({
  name: 'admin_section_item_save',
  auth: 'staff',
  input: sectionItemInput,
  output: z.object({ section: websiteSection, ...cleaned, ...notice }),
});

export const adminBlogPostSave = defineCall({
  name: 'admin_blog_post_save',
  auth: 'staff',
  input: blogPostInput,
  output: z.object({ post: blogPost, ...cleaned, ...notice }),
});

export const adminContentDelete = defineCall({
  name: 'admin_content_delete',
  auth: 'staff',
  input: z.object({ kind: z.enum(['section_item', 'blog_post']), id: rowId }),
  output: z.object(notice),
});

/** The rich text exactly as the storefront will receive it, for the console's preview. */
export const adminRichTextPreview = defineCall({
  name: 'admin_rich_text_preview',
  auth: 'staff',
  input: z.object({ html: richText }),
  output: z.object({ html: z.string(), ...cleaned }),
});

export type SectionItemInput = z.output<typeof sectionItemInput>;
export type BlogPostInput = z.output<typeof blogPostInput>;

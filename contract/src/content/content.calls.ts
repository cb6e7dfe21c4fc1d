import { z } from 'zod';
import { defineCall } from '../calls.ts';
import { paging } from '../envelope.ts';

/** The website sections staff edit in the console, in the order the console lists them. */
export const SECTION_KEYS = [
  'home_banner',
  'home_more_about_us',
  'home_subscribe',
  'home_category',
  'home_our_purpose',
  'about_us',
  'our_story',
  'our_coffee',
  'our_shops',
  'our_achievements',
  'our_achievements_award_images',
  'our_sustainability_practises',
  'store_locations',
  'store_locations_sg',
  'like_a_champ',
  'corporate_corner',
  'corporate_corner_thumbnail',
  'subscription',
  'client_logo',
  'careers',
  'delivery',
  'refund',
  'terms_of_service',
  'privacy_policy',
  'benefits',
] as const;
export type SectionKey = (typeof SECTION_KEYS)[number];

export const sectionItem = z.object({
  id: z.number().int(),
  title_en: z.string(),
  title_zh: z.string(),
  subtitle_en: z.string(),
  subtitle_zh: z.string(),
  content_en: z.string(),
  content_zh: z.string(),
  image: z.string(),
  image_alt_en: z.string(),
  image_alt_zh: z.string(),
  link: z.string(),
  sort_order: z.number().int(),
});

export const websiteSection = z.object({
  section_key: z.enum(SECTION_KEYS),
  section_items: z.array(sectionItem),
});

export const websiteSectionGet = defineCall({
  name: 'website_section_get',
  auth: 'public',
  input: z.object(paging),
  output: z.object({ website_sections: z.array(websiteSection) }),
});

/** A blog tag: its labels, and the slug the blog list filters by (`?tag=`). */
export const blogTag = z.object({ slug: z.string(), name_en: z.string(), name_zh: z.string() });

/**
 * The address name of a tag, made from its English label: lower case, runs of anything but letters
 * and digits a single hyphen ("Cold Brew" → "cold-brew"). Empty when the label holds neither.
 */
export function blogTagSlug(nameEn: string): string {
  return nameEn
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

export const blogPostSummary = z.object({
  id: z.number().int(),
  slug: z.string(),
  title_en: z.string(),
  title_zh: z.string(),
  excerpt_en: z.string(),
  excerpt_zh: z.string(),
  image: z.string(),
  author_en: z.string(),
  author_zh: z.string(),
  tags: z.array(blogTag),
  published_at: z.string(),
});

export const blogPost = blogPostSummary.extend({ content_en: z.string(), content_zh: z.string() });

export const blogPostGet = defineCall({
  name: 'blog_post_get',
  auth: 'public',
  /** With a tag's slug, only the posts carrying it (an unknown tag: none). */
  input: z.object({ ...paging, tag: z.string().max(60).optional() }),
  output: z.object({ posts: z.array(blogPostSummary), total_rows: z.number().int() }),
});

export const blogPostDetailGet = defineCall({
  name: 'blog_post_detail_get',
  auth: 'public',
  input: z.object({ slug: z.string().min(1).max(120) }),
  output: z.object({ post: blogPost }),
});

export type SectionItem = z.infer<typeof sectionItem>;
export type WebsiteSection = z.infer<typeof websiteSection>;
export type BlogPostSummary = z.infer<typeof blogPostSummary>;
export type BlogTag = z.infer<typeof blogTag>;
export type BlogPost = z.infer<typeof blogPost>;

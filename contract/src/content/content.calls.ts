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
  tags: z.array(z.string()),
  published_at: z.string(),
});

export const blogPost = blogPostSummary.extend({ content_en: z.string(), content_zh: z.string() });

export const blogPostGet = defineCall({
  name: 'blog_post_get',
  auth: 'public',
  input: z.object(paging),
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
export type BlogPost = z.infer<typeof blogPost>;

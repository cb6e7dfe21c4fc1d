import { SECTION_KEYS } from '@shop/contract/content/content.calls';
import type { BlogPostSeed } from './blog-post-seed.ts';
import { BREWING_POSTS } from './blog-posts-brewing.data.ts';
import { ORIGIN_POSTS } from './blog-posts-origins.data.ts';
import { SEASONAL_POSTS } from './blog-posts-seasons.data.ts';
import type { SectionSeed } from './section-seed.ts';
import { ABOUT_SECTIONS } from './sections-about.data.ts';
import { ACHIEVEMENT_SECTIONS } from './sections-achievements.data.ts';
import { BENEFIT_SECTIONS } from './sections-benefits.data.ts';
import { BUSINESS_SECTIONS } from './sections-business.data.ts';
import { DELIVERY_SECTIONS } from './sections-delivery.data.ts';
import { HOME_SECTIONS } from './sections-home.data.ts';
import { LOCATION_SECTIONS } from './sections-locations.data.ts';
import { PRIVACY_SECTIONS } from './sections-privacy.data.ts';
import { PROGRAMME_SECTIONS } from './sections-programmes.data.ts';
import { REFUND_SECTIONS } from './sections-refund.data.ts';
import { SHOP_SECTIONS } from './sections-shops.data.ts';
import { TERMS_SECTIONS } from './sections-terms.data.ts';

/** Every website section, in the order of SECTION_KEYS. */
export const SECTIONS: readonly SectionSeed[] = [
  ...HOME_SECTIONS,
  ...ABOUT_SECTIONS,
  ...SHOP_SECTIONS,
  ...ACHIEVEMENT_SECTIONS,
  ...LOCATION_SECTIONS,
  ...PROGRAMME_SECTIONS,
  ...BUSINESS_SECTIONS,
  ...DELIVERY_SECTIONS,
  ...REFUND_SECTIONS,
  ...TERMS_SECTIONS,
  ...PRIVACY_SECTIONS,
  ...BENEFIT_SECTIONS,
].sort((a, b) => SECTION_KEYS.indexOf(a.key) - SECTION_KEYS.indexOf(b.key));

export const BLOG_POSTS: readonly BlogPostSeed[] = [...BREWING_POSTS, ...ORIGIN_POSTS, ...SEASONAL_POSTS];

import { SECTION_KEYS } from '@shop/contract/content/content.calls';
import type { BlogPostSeed } from './blog-post-seed.ts';
import { BREWING_POSTS } from './blog-posts-brewing.ts';
import { ORIGIN_POSTS } from './blog-posts-origins.ts';
import { SEASONAL_POSTS } from './blog-posts-seasons.ts';
import type { SectionSeed } from './section-seed.ts';
import { ABOUT_SECTIONS } from './sections-about.ts';
import { ACHIEVEMENT_SECTIONS } from './sections-achievements.ts';
import { BENEFIT_SECTIONS } from './sections-benefits.ts';
import { BUSINESS_SECTIONS } from './sections-business.ts';
import { DELIVERY_SECTIONS } from './sections-delivery.ts';
import { HOME_SECTIONS } from './sections-home.ts';
import { LOCATION_SECTIONS } from './sections-locations.ts';
import { PRIVACY_SECTIONS } from './sections-privacy.ts';
import { PROGRAMME_SECTIONS } from './sections-programmes.ts';
import { REFUND_SECTIONS } from './sections-refund.ts';
import { SHOP_SECTIONS } from './sections-shops.ts';
import { TERMS_SECTIONS } from './sections-terms.ts';

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

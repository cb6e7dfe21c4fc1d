import type { SectionKey } from './content.calls.ts';

/** The storefront's information pages and the website sections each one shows, in order. */
export const INFO_PAGES = {
  '/about': ['about_us', 'benefits'],
  '/our-story': ['our_story'],
  '/our-coffee': ['our_coffee'],
  '/our-shops': ['our_shops', 'store_locations'],
  '/our-achievements': ['our_achievements', 'our_achievements_award_images'],
  '/our-sustainability-practises': ['our_sustainability_practises'],
  '/subscription': ['subscription'],
  '/locations': ['store_locations', 'store_locations_sg'],
  '/like-a-champ': ['like_a_champ'],
  '/corporate-corner': ['corporate_corner', 'corporate_corner_thumbnail', 'client_logo'],
  '/careers': ['careers'],
  '/delivery': ['delivery'],
  '/refund': ['refund'],
  '/terms-of-service': ['terms_of_service'],
  '/privacy-policy': ['privacy_policy'],
} as const satisfies Record<string, readonly SectionKey[]>;

export type InfoPath = keyof typeof INFO_PAGES;

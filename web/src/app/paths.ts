/** Every route of spec §2 built in one place, so links and the router never disagree. */
export const paths = {
  home: () => '/',
  shop: (categoryId?: number | string, keyword?: string) => {
    const base = categoryId ? `/shop/${categoryId}` : '/shop';
    return keyword ? `${base}?keyword=${encodeURIComponent(keyword)}` : base;
  },
  product: (id: number | string) => `/product/${id}`,
  blog: () => '/blog-standard',
  blogPost: (slug: string) => `/blog-details-standard/${encodeURIComponent(slug)}`,
  myAccount: () => '/my-account',
  creditShop: () => '/credit-shop',
  loginRegister: (fromCheckout = false) => (fromCheckout ? '/login-register?checkout=1' : '/login-register'),
  wishlist: () => '/wishlist',
  compare: () => '/compare',
  cart: () => '/cart',
} as const;

/** The information pages of spec §1 and the website sections each one shows. */
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
} as const;

export type InfoPath = keyof typeof INFO_PAGES;

/** Spec §2: a link value not starting with http is a relative path; an empty one becomes #. */
export function sectionLink(link: string): string {
  if (!link) return '#';
  if (link.startsWith('http')) return link;
  return link.startsWith('/') ? link : `/${link}`;
}

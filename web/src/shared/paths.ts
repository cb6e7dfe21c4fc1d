/** Every storefront route built in one place, so links and the router never disagree. */
export const paths = {
  home: () => '/',
  shop: (categoryId?: number | string, keyword?: string) => {
    const base = categoryId ? `/shop/${categoryId}` : '/shop';
    return keyword ? `${base}?keyword=${encodeURIComponent(keyword)}` : base;
  },
  /** The product page, or one of its alternative layouts when `layout` is given. */
  product: (id: number | string, layout: ProductLayout = 'product') => `/${layout}/${id}`,
  blog: () => '/blog-standard',
  /** The blog list of the posts carrying one tag. */
  blogTag: (slug: string) => `/blog-standard?tag=${encodeURIComponent(slug)}`,
  blogPost: (slug: string) => `/blog-details-standard/${encodeURIComponent(slug)}`,
  myAccount: () => '/my-account',
  creditShop: () => '/credit-shop',
  loginRegister: (fromCheckout = false) => (fromCheckout ? '/login-register?checkout=1' : '/login-register'),
  otpLogin: () => '/otp-login',
  forgotPassword: () => '/forgot-password',
  resetPassword: (token: string) => `/reset-password?token=${encodeURIComponent(token)}`,
  checkoutLogin: () => '/checkout-login',
  /** guest_checkout=1 for a guest, 0 for a signed-in member. */
  checkout: (asGuest: boolean) => `/checkout?guest_checkout=${asGuest ? 1 : 0}`,
  orderConfirmation: (orderToken: string) => `/order-confirmation/${encodeURIComponent(orderToken)}`,
  /** Finding an order by its number and email, for a shopper without the emailed link. */
  orderLookup: () => '/order-lookup',
  wishlist: () => '/wishlist',
  compare: () => '/compare',
  cart: () => '/cart',
  /** The staff console; its own sections' paths live with it (features/admin/console-paths.ts). */
  admin: () => '/admin',
} as const;

/** The product page and its five alternative layouts, each at /{layout}/{id}. */
export const PRODUCT_LAYOUTS = [
  'product',
  'product-tab-left',
  'product-tab-right',
  'product-sticky',
  'product-slider',
  'product-fixed-image',
] as const;

export type ProductLayout = (typeof PRODUCT_LAYOUTS)[number];

export { INFO_PAGES, type InfoPath } from '@shop/contract/content/info-pages';

/**
 * A content link not starting with http is a path on this site; an empty one becomes #.
 * mailto: and tel: are kept too: the seed's booking links use them, and as paths they would 404.
 */
export function sectionLink(link: string): string {
  if (!link) return '#';
  if (/^(http|mailto:|tel:)/.test(link)) return link;
  return link.startsWith('/') ? link : `/${link}`;
}

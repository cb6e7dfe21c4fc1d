/** Titles of the pages that have no record of their own; `private` pages are kept out of search engines. */
export const STATIC_PAGES: Record<string, { en: string; zh: string; private?: boolean }> = {
  '/shop': { en: 'Shop coffee and brewing gear', zh: '選購咖啡及沖煮器具' },
  '/blog-standard': { en: 'Journal', zh: '咖啡日誌' },
  '/blog-no-sidebar': { en: 'Journal', zh: '咖啡日誌' },
  '/blog-right-sidebar': { en: 'Journal', zh: '咖啡日誌' },
  '/contact': { en: 'Contact us', zh: '聯絡我們' },
  '/coming-soon': { en: 'Coming soon', zh: '即將推出' },
  '/wishlist': { en: 'Wishlist', zh: '願望清單', private: true },
  '/compare': { en: 'Compare', zh: '產品比較', private: true },
  '/cart': { en: 'Cart', zh: '購物車', private: true },
  '/checkout': { en: 'Checkout', zh: '結帳', private: true },
  '/checkout-login': { en: 'Checkout', zh: '結帳', private: true },
  '/login-register': { en: 'Sign in or join', zh: '登入或註冊', private: true },
  '/otp-login': { en: 'Sign in with a code', zh: '以驗證碼登入', private: true },
  '/forgot-password': { en: 'Forgot password', zh: '忘記密碼', private: true },
  '/reset-password': { en: 'Reset password', zh: '重設密碼', private: true },
  '/order-lookup': { en: 'Find my order', zh: '查找訂單', private: true },
  '/verify-email': { en: 'Confirm your email', zh: '確認電郵地址', private: true },
  '/my-account': { en: 'My account', zh: '我的帳戶', private: true },
  '/credit-shop': { en: 'Credit shop', zh: '積分商店', private: true },
};

export const NOT_FOUND_TITLE = { en: 'Page not found', zh: '找不到頁面' };
export const ORDER_TITLE = { en: 'Order confirmation', zh: '訂單確認' };
export const CONSOLE_TITLE = { en: 'Staff console', zh: '員工後台' };

/** The product page: its own path, or that of one of its five alternative layouts. */
export const PRODUCT_PAGE = /^\/product(?:-tab-left|-tab-right|-sticky|-slider|-fixed-image)?\/(\d{1,9})$/;

import { Suspense } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { listingFirstScreen } from '../features/catalog/catalog-first-screen.ts';
import { infoFirstScreen } from '../features/content/content-first-screen.ts';
import { homeFirstScreen } from '../features/content/home/home-first-screen.ts';
import { ProtectedRoute } from '../features/members/protected-route.tsx';
import { SessionExpiryGuard } from '../features/members/session-expiry-guard.tsx';
import { startTranslationLibrary } from '../i18n/translator.ts';
import { type FirstScreenHandle, firstScreenFrom, shellOnly } from '../shared/first-screen.ts';
import { type LazyPage, lazyPage } from '../shared/lazy-page.ts';
import { INFO_PAGES, PRODUCT_LAYOUTS, type ProductLayout, paths } from '../shared/paths.ts';
import { Preloader } from '../shared/ui/preloader.tsx';
import { Layout } from './layout/layout.tsx';
import { shellFirstScreen } from './layout/shell-first-screen.ts';

const Home = lazyPage(() => import('./routes/home.tsx'));
const InfoPage = lazyPage(() => import('./routes/info-page.tsx'));
const Subscription = lazyPage(() => import('./routes/subscription.tsx'));
const Contact = lazyPage(() => import('./routes/contact.tsx'));
const BlogList = lazyPage(() => import('./routes/blog-list.tsx'));
const BlogDetails = lazyPage(() => import('./routes/blog-details.tsx'));
const ComingSoon = lazyPage(() => import('./routes/coming-soon.tsx'));
const Shop = lazyPage(() => import('./routes/shop.tsx'));
const Product = lazyPage(() => import('./routes/product.tsx'));
const Wishlist = lazyPage(() => import('./routes/wishlist.tsx'));
const Compare = lazyPage(() => import('./routes/compare.tsx'));
const Cart = lazyPage(() => import('./routes/cart.tsx'));
const Checkout = lazyPage(() => import('./routes/checkout.tsx'));
const OrderConfirmation = lazyPage(() => import('./routes/order-confirmation.tsx'));
const OrderLookup = lazyPage(() => import('./routes/order-lookup.tsx'));
const CreditShop = lazyPage(() => import('./routes/credit-shop.tsx'));
const LoginRegister = lazyPage(() => import('./routes/login-register.tsx'));
const OtpLogin = lazyPage(() => import('./routes/otp-login.tsx'));
const ForgotPassword = lazyPage(() => import('./routes/forgot-password.tsx'));
const ResetPassword = lazyPage(() => import('./routes/reset-password.tsx'));
const VerifyEmail = lazyPage(() => import('./routes/verify-email.tsx'));
const MyAccount = lazyPage(() => import('./routes/my-account.tsx'));
const Unsubscribe = lazyPage(() => import('./routes/unsubscribe.tsx'));
const NotFound = lazyPage(() => import('./routes/not-found.tsx'));
// The staff console: its own chunk and layout, never part of what a shopper downloads. It is
// translated by i18next itself (it asks whether a key exists), which comes with it.
const StaffConsole = lazyPage(async () => {
  await startTranslationLibrary();
  return import('./routes/admin/staff-console.tsx');
});

/** The blog's first screens come with the blog, not with the shell every page loads. */
const blogFirstScreen = (page: 'list' | 'post') =>
  firstScreenFrom(() =>
    import('../features/content/blog/blog-first-screen.ts').then((m) =>
      page === 'list' ? m.blogListFirstScreen : m.blogPostFirstScreen,
    ),
  );

/** A product page's first screen comes in the page's own chunk, with the code it may preload. */
const productFirstScreen = (layout: ProductLayout) =>
  firstScreenFrom(() => import('./routes/product.tsx').then((m) => m.productFirstScreenOf(layout)));

/** A landing page: rendered on the server from its first screen's answers (app/first-screen.ts). */
const landing = (Page: LazyPage, firstScreen: FirstScreenHandle['firstScreen']) => ({
  element: <Page />,
  handle: { firstScreen, code: Page.preload } satisfies FirstScreenHandle,
});

const pages: RouteObject[] = [
  { index: true, ...landing(Home, homeFirstScreen) },
  // /subscription is an information page that also lists the coffees to subscribe to.
  ...Object.keys(INFO_PAGES)
    .filter((path) => path !== '/subscription')
    .map((path) => ({ path, ...landing(InfoPage, infoFirstScreen) })),
  { path: '/subscription', element: <Subscription /> },
  { path: '/contact', element: <Contact /> },
  ...['/blog-standard', '/blog-no-sidebar', '/blog-right-sidebar'].map((path) => ({
    path,
    ...landing(BlogList, blogFirstScreen('list')),
  })),
  { path: '/blog-details-standard', element: <BlogDetails /> },
  { path: '/blog-details-standard/:slug', ...landing(BlogDetails, blogFirstScreen('post')) },
  { path: '/coming-soon', element: <ComingSoon /> },
  { path: '/shop', ...landing(Shop, listingFirstScreen) },
  { path: '/shop/:categoryId', ...landing(Shop, listingFirstScreen) },
  ...PRODUCT_LAYOUTS.map((layout) => ({
    path: `/${layout}/:id`,
    ...landing(Product, productFirstScreen(layout)),
  })),
  { path: '/wishlist', element: <Wishlist /> },
  { path: '/compare', element: <Compare /> },
  // Rendered as their frame: the shopper's cart and details fill in once the browser knows them.
  { path: '/cart', ...landing(Cart, shellOnly) },
  { path: '/checkout', ...landing(Checkout, shellOnly) },
  { path: '/order-confirmation/:orderToken', element: <OrderConfirmation /> },
  { path: '/order-lookup', element: <OrderLookup /> },
  { path: '/login-register', ...landing(LoginRegister, shellOnly) },
  // One sign-in page from the cart, the mini-cart and checkout: the old address leads to it.
  { path: '/checkout-login', element: <Navigate to={paths.loginRegister(true)} replace /> },
  { path: '/otp-login', element: <OtpLogin /> },
  { path: '/forgot-password', element: <ForgotPassword /> },
  { path: '/reset-password', element: <ResetPassword /> },
  { path: '/unsubscribe', element: <Unsubscribe /> },
  // Member pages: without a member token they send the visitor to sign in, and back after.
  // The account and the credit shop are rendered as their frame, which shows until the member is known.
  {
    element: <ProtectedRoute frame />,
    children: [
      { path: '/my-account', ...landing(MyAccount, shellOnly) },
      {
        path: '/credit-shop',
        ...landing(
          CreditShop,
          firstScreenFrom(() =>
            import('../features/points/credit-shop-first-screen.ts').then((m) => m.creditShopFirstScreen),
          ),
        ),
      },
    ],
  },
  { element: <ProtectedRoute />, children: [{ path: '/verify-email', element: <VerifyEmail /> }] },
  { path: '*', element: <NotFound /> },
];

/** The storefront's routes, for the browser's router and the server's renderer alike. */
export const routes: RouteObject[] = [
  {
    path: `${paths.admin()}/*`,
    element: (
      <Suspense fallback={<Preloader />}>
        <StaffConsole />
      </Suspense>
    ),
  },
  {
    path: '/',
    element: <Layout />,
    handle: { firstScreen: shellFirstScreen } satisfies FirstScreenHandle,
    // Every navigation looks at the session's expiry first, so an expired token signs out before a page asks with it.
    children: [{ element: <SessionExpiryGuard />, children: pages }],
  },
];

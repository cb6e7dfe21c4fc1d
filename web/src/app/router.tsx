import { createBrowserRouter, type RouteObject } from 'react-router';
import { Layout } from './layout/layout.tsx';
import { RouteError } from './layout/route-error.tsx';
import { lazyPage } from './lazy-page.ts';
import { INFO_PAGES, PRODUCT_LAYOUTS } from './paths.ts';

const Home = lazyPage(() => import('./routes/home.tsx'));
const InfoPage = lazyPage(() => import('./routes/info-page.tsx'));
const Contact = lazyPage(() => import('./routes/contact.tsx'));
const BlogList = lazyPage(() => import('./routes/blog-list.tsx'));
const BlogDetails = lazyPage(() => import('./routes/blog-details.tsx'));
const ComingSoon = lazyPage(() => import('./routes/coming-soon.tsx'));
const Shop = lazyPage(() => import('./routes/shop.tsx'));
const Product = lazyPage(() => import('./routes/product.tsx'));
const Wishlist = lazyPage(() => import('./routes/wishlist.tsx'));
const Compare = lazyPage(() => import('./routes/compare.tsx'));
const NotFound = lazyPage(() => import('./routes/not-found.tsx'));

const pages: RouteObject[] = [
  { index: true, element: <Home /> },
  ...Object.keys(INFO_PAGES).map((path) => ({ path, element: <InfoPage /> })),
  { path: '/contact', element: <Contact /> },
  ...['/blog-standard', '/blog-no-sidebar', '/blog-right-sidebar'].map((path) => ({
    path,
    element: <BlogList />,
  })),
  { path: '/blog-details-standard', element: <BlogDetails /> },
  { path: '/blog-details-standard/:slug', element: <BlogDetails /> },
  { path: '/coming-soon', element: <ComingSoon /> },
  { path: '/shop', element: <Shop /> },
  { path: '/shop/:categoryId', element: <Shop /> },
  ...PRODUCT_LAYOUTS.map((layout) => ({ path: `/${layout}/:id`, element: <Product /> })),
  { path: '/wishlist', element: <Wishlist /> },
  { path: '/compare', element: <Compare /> },
  { path: '*', element: <NotFound /> },
];

export const router = createBrowserRouter([
  { path: '/', element: <Layout />, errorElement: <RouteError />, children: pages },
]);

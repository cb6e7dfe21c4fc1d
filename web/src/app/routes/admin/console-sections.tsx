import type { ReactNode } from 'react';
import type adminLocale from '../../../../public/locales/en/admin.json';
import { lazyPage } from '../../../shared/lazy-page.ts';
import type { IconName } from '../../../shared/ui/icons.tsx';

const Dashboard = lazyPage(() => import('./dashboard.tsx'));
const OrderBoard = lazyPage(() => import('./order-board.tsx'));
const OrderPage = lazyPage(() => import('./order-page.tsx'));
const PickList = lazyPage(() => import('./pick-list.tsx'));
const RoastPlan = lazyPage(() => import('./roast-plan.tsx'));
const Subscriptions = lazyPage(() => import('./subscriptions.tsx'));
const Reconciliation = lazyPage(() => import('./reconciliation.tsx'));
const MemberSearch = lazyPage(() => import('./member-search.tsx'));
const MemberPage = lazyPage(() => import('./member-page.tsx'));
const AuditLog = lazyPage(() => import('./audit-log.tsx'));
const Backups = lazyPage(() => import('./backups.tsx'));
const CatalogProducts = lazyPage(() => import('./catalog-products.tsx'));
const CatalogProduct = lazyPage(() => import('./catalog-product.tsx'));
const ContentSections = lazyPage(() => import('./content-sections.tsx'));
const ShopSettings = lazyPage(() => import('./shop-settings.tsx'));
const Promotions = lazyPage(() => import('./promotions.tsx'));
const PrivacyRequests = lazyPage(() => import('./privacy-requests.tsx'));
const Reviews = lazyPage(() => import('./reviews.tsx'));
const SignInSecurity = lazyPage(() => import('./sign-in-security.tsx'));

/**
 * The console's sections, in navigation order: each is a nav entry and its pages. A new section
 * (e.g. the catalog, content and settings screens) is one more entry here: its path under /admin,
 * a label key in `admin.json`'s `nav`, an icon, its pages (relative paths, each page lazily loaded
 * from a file beside this one) and `ownerOnly` when staff members may not see it.
 */
export interface ConsoleSection {
  path: string;
  label: `nav.${keyof (typeof adminLocale)['nav']}`;
  icon: IconName;
  ownerOnly?: boolean;
  pages: { path: string; element: ReactNode }[];
}

/** A section whose one page is at the section's own path. */
const onePage = (section: Omit<ConsoleSection, 'pages'>, page: ReactNode): ConsoleSection => ({
  ...section,
  pages: [{ path: '', element: page }],
});

export const CONSOLE_SECTIONS: ConsoleSection[] = [
  onePage({ path: '', label: 'nav.dashboard', icon: 'grid' }, <Dashboard />),
  {
    path: 'orders',
    label: 'nav.orders',
    icon: 'bag',
    pages: [
      { path: '', element: <OrderBoard /> },
      { path: ':orderId', element: <OrderPage /> },
    ],
  },
  onePage({ path: 'pick-list', label: 'nav.pickList', icon: 'list' }, <PickList />),
  onePage({ path: 'roast-plan', label: 'nav.roastPlan', icon: 'grid' }, <RoastPlan />),
  onePage({ path: 'subscriptions', label: 'nav.subscriptions', icon: 'truck' }, <Subscriptions />),
  onePage({ path: 'reconciliation', label: 'nav.reconciliation', icon: 'wallet' }, <Reconciliation />),
  {
    path: 'members',
    label: 'nav.members',
    icon: 'user',
    pages: [
      { path: '', element: <MemberSearch /> },
      { path: ':memberId', element: <MemberPage /> },
    ],
  },
  {
    path: 'catalog',
    label: 'nav.catalog',
    icon: 'tag',
    pages: [
      { path: '', element: <CatalogProducts /> },
      { path: 'new', element: <CatalogProduct /> },
      { path: ':productId', element: <CatalogProduct /> },
    ],
  },
  onePage({ path: 'content', label: 'nav.content', icon: 'list' }, <ContentSections />),
  onePage({ path: 'promotions', label: 'nav.promotions', icon: 'gift', ownerOnly: true }, <Promotions />),
  onePage({ path: 'settings', label: 'nav.settings', icon: 'store', ownerOnly: true }, <ShopSettings />),
  onePage({ path: 'reviews', label: 'nav.reviews', icon: 'heart' }, <Reviews />),
  onePage({ path: 'privacy', label: 'nav.privacy', icon: 'user' }, <PrivacyRequests />),
  onePage({ path: 'audit', label: 'nav.audit', icon: 'eye', ownerOnly: true }, <AuditLog />),
  onePage({ path: 'backups', label: 'nav.backups', icon: 'list', ownerOnly: true }, <Backups />),
  onePage({ path: 'security', label: 'nav.security', icon: 'check' }, <SignInSecurity />),
];

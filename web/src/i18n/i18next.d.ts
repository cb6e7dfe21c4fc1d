import 'i18next';
import type account from '../../public/locales/en/account.json';
import type admin from '../../public/locales/en/admin.json';
import type adminManage from '../../public/locales/en/admin-manage.json';
import type adminReconciliation from '../../public/locales/en/admin-reconciliation.json';
import type adminReviews from '../../public/locales/en/admin-reviews.json';
import type adminSubscriptions from '../../public/locales/en/admin-subscriptions.json';
import type catalog from '../../public/locales/en/catalog.json';
import type checkout from '../../public/locales/en/checkout.json';
import type pages from '../../public/locales/en/pages.json';
import type points from '../../public/locales/en/points.json';
import type subscriptions from '../../public/locales/en/subscriptions.json';
import type translation from '../../public/locales/en/translation.json';

/** Keys are typed from the English files, so a missing key is a type error. */
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: {
      translation: typeof translation;
      pages: typeof pages;
      catalog: typeof catalog;
      points: typeof points;
      account: typeof account;
      checkout: typeof checkout;
      // Loaded when a subscription screen first shows (a product with a plan, /subscription, My account).
      subscriptions: typeof subscriptions;
      // Loaded on demand by the staff console (not in i18n.ts's `ns`), so shoppers never fetch it.
      admin: typeof admin;
      'admin-manage': typeof adminManage;
      'admin-reconciliation': typeof adminReconciliation;
      'admin-reviews': typeof adminReviews;
      'admin-subscriptions': typeof adminSubscriptions;
    };
  }
}

import { describe, expect, it } from 'vitest';
import * as adminCalls from './admin/admin-call-names.ts';
import * as adminMembers from './admin/admin-members.calls.ts';
import * as adminOrders from './admin/admin-orders.calls.ts';
import * as auditLog from './admin/audit-log.calls.ts';
import * as backupsAdmin from './admin/backups-admin.calls.ts';
import * as bankReconciliation from './admin/bank-reconciliation.calls.ts';
import * as catalogAdmin from './admin/catalog-admin.calls.ts';
import * as contentAdmin from './admin/content-admin.calls.ts';
import * as dashboard from './admin/dashboard.calls.ts';
import * as fulfilmentAdmin from './admin/fulfilment-admin.calls.ts';
import * as paymentsAdmin from './admin/payments-admin.calls.ts';
import * as pickList from './admin/pick-list.calls.ts';
import * as privacyAdmin from './admin/privacy-admin.calls.ts';
import * as promotionsAdmin from './admin/promotions-admin.calls.ts';
import * as reviewsAdmin from './admin/reviews-admin.calls.ts';
import * as searchVariantsAdmin from './admin/search-variants-admin.calls.ts';
import * as settingsAdmin from './admin/settings-admin.calls.ts';
import * as staffAuth from './admin/staff-auth.calls.ts';
import * as subscriptionsAdmin from './admin/subscriptions-admin.calls.ts';
import { API_CALLS } from './api-calls.ts';
import type { CallRef } from './call-names.ts';
import * as shopCalls from './call-names.ts';
import type { CallDef } from './calls.ts';
import * as cart from './cart/cart.calls.ts';
import * as category from './catalog/category.calls.ts';
import * as product from './catalog/product.calls.ts';
import * as content from './content/content.calls.ts';
import * as lookups from './lookups/lookups.calls.ts';
import * as addressBook from './members/address-book.calls.ts';
import * as contactProof from './members/contact-proof.calls.ts';
import * as logout from './members/logout.calls.ts';
import * as members from './members/members.calls.ts';
import * as newsletter from './members/newsletter.calls.ts';
import * as otp from './members/otp.calls.ts';
import * as passwordChange from './members/password-change.calls.ts';
import * as privacy from './members/privacy.calls.ts';
import * as privacyCallNames from './members/privacy-call-names.ts';
import * as profileCallNames from './members/profile-call-names.ts';
import * as resetCheck from './members/reset-check.calls.ts';
import * as savedLists from './members/saved-lists.calls.ts';
import * as signInCallNames from './members/sign-in-call-names.ts';
import * as signOutCallNames from './members/sign-out-call-names.ts';
import * as orderCallNames from './orders/order-call-names.ts';
import * as orderTracking from './orders/order-tracking.calls.ts';
import * as orders from './orders/orders.calls.ts';
import * as paymentReceipt from './orders/payment-receipt.calls.ts';
import * as creditShop from './points/credit-shop.calls.ts';
import * as pointCallNames from './points/point-call-names.ts';
import * as points from './points/points.calls.ts';
import * as stockNotify from './restock/stock-notify.calls.ts';
import * as stockNotifyCallNames from './restock/stock-notify-call-names.ts';
import * as reviewCallNames from './reviews/review-call-names.ts';
import * as reviews from './reviews/reviews.calls.ts';
import * as subscriptionCallNames from './subscriptions/subscription-call-names.ts';
import * as subscriptions from './subscriptions/subscriptions.calls.ts';

const modules = [
  adminMembers,
  adminOrders,
  auditLog,
  backupsAdmin,
  bankReconciliation,
  catalogAdmin,
  contentAdmin,
  dashboard,
  fulfilmentAdmin,
  paymentsAdmin,
  pickList,
  privacyAdmin,
  promotionsAdmin,
  reviewsAdmin,
  searchVariantsAdmin,
  settingsAdmin,
  staffAuth,
  subscriptionsAdmin,
  cart,
  category,
  product,
  content,
  lookups,
  contactProof,
  logout,
  members,
  newsletter,
  stockNotify,
  otp,
  passwordChange,
  privacy,
  resetCheck,
  addressBook,
  orderTracking,
  savedLists,
  orders,
  subscriptions,
  paymentReceipt,
  creditShop,
  points,
  reviews,
];

/** Every module of call names: the shell's, the console's, and those named beside their domain. */
const nameModules = [
  shopCalls,
  adminCalls,
  privacyCallNames,
  profileCallNames,
  signInCallNames,
  signOutCallNames,
  orderCallNames,
  pointCallNames,
  stockNotifyCallNames,
  reviewCallNames,
  subscriptionCallNames,
];

const isDef = (value: unknown): value is CallDef =>
  typeof value === 'object' && value !== null && 'name' in value && 'input' in value && 'output' in value;

/** What the storefront needs to know of a definition to send it. */
function refOf(def: CallDef): CallRef {
  const shape = 'shape' in def.input ? (def.input.shape as Record<string, unknown>) : {};
  const cartCall = 'access_token' in shape && 'delivery_country_id' in shape;
  return { name: def.name, auth: def.auth, ...(cartCall ? { cart: true as const } : {}) };
}

describe('call names', () => {
  const defs = modules.flatMap((module) =>
    Object.entries(module).filter((entry): entry is [string, CallDef] => isDef(entry[1])),
  );

  it('name and authorise every call as its definition does, under the same export name', () => {
    const byExport: Record<string, CallRef> = Object.assign({}, ...nameModules);
    for (const [exported, def] of defs) expect(byExport[exported], exported).toEqual(refOf(def));
    expect(Object.keys(byExport).sort()).toEqual(defs.map(([exported]) => exported).sort());
  });

  it('cover every call the API answers', () => {
    const all: CallRef[] = nameModules.flatMap((module) => Object.values(module));
    const named = new Set(all.map((ref) => ref.name));
    for (const def of API_CALLS) expect(named.has(def.name), def.name).toBe(true);
  });
});

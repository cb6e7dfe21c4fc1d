import type * as adminMembersCalls from './admin/admin-members.calls.ts';
import type * as adminOrdersCalls from './admin/admin-orders.calls.ts';
import type * as auditLogCalls from './admin/audit-log.calls.ts';
import type * as backupsAdminCalls from './admin/backups-admin.calls.ts';
import type * as bankReconciliationCalls from './admin/bank-reconciliation.calls.ts';
import type * as catalogAdminCalls from './admin/catalog-admin.calls.ts';
import type * as contentAdminCalls from './admin/content-admin.calls.ts';
import type * as dashboardCalls from './admin/dashboard.calls.ts';
import type * as fulfilmentAdminCalls from './admin/fulfilment-admin.calls.ts';
import type * as paymentsAdminCalls from './admin/payments-admin.calls.ts';
import type * as pickListCalls from './admin/pick-list.calls.ts';
import type * as privacyAdminCalls from './admin/privacy-admin.calls.ts';
import type * as promotionsAdminCalls from './admin/promotions-admin.calls.ts';
import type * as reviewsAdminCalls from './admin/reviews-admin.calls.ts';
import type * as searchVariantsAdminCalls from './admin/search-variants-admin.calls.ts';
import type * as settingsAdminCalls from './admin/settings-admin.calls.ts';
import type * as staffAuthCalls from './admin/staff-auth.calls.ts';
import type * as subscriptionsAdminCalls from './admin/subscriptions-admin.calls.ts';
import type { CallAuth, CallDef } from './calls.ts';
import type * as cartCalls from './cart/cart.calls.ts';
import type * as categoryCalls from './catalog/category.calls.ts';
import type * as productCalls from './catalog/product.calls.ts';
import type * as contentCalls from './content/content.calls.ts';
import type * as lookupsCalls from './lookups/lookups.calls.ts';
import type * as addressBookCalls from './members/address-book.calls.ts';
import type * as contactProofCalls from './members/contact-proof.calls.ts';
import type * as logoutCalls from './members/logout.calls.ts';
import type * as membersCalls from './members/members.calls.ts';
import type * as newsletterCalls from './members/newsletter.calls.ts';
import type * as otpCalls from './members/otp.calls.ts';
import type * as passwordChangeCalls from './members/password-change.calls.ts';
import type * as privacyCalls from './members/privacy.calls.ts';
import type * as resetCheckCalls from './members/reset-check.calls.ts';
import type * as savedListsCalls from './members/saved-lists.calls.ts';
import type * as orderTrackingCalls from './orders/order-tracking.calls.ts';
import type * as ordersCalls from './orders/orders.calls.ts';
import type * as paymentReceiptCalls from './orders/payment-receipt.calls.ts';
import type * as creditShopCalls from './points/credit-shop.calls.ts';
import type * as pointsCalls from './points/points.calls.ts';
import type * as stockNotifyCalls from './restock/stock-notify.calls.ts';
import type * as reviewsCalls from './reviews/reviews.calls.ts';
import type * as subscriptionsCalls from './subscriptions/subscriptions.calls.ts';

/**
 * Every call's name and auth, without its zod schemas: the web builds its endpoints from these
 * (`import * as calls`), so its bundle carries no schema it never runs. This file names the calls
 * of the shell every page loads; the staff console's calls are in admin/admin-call-names.ts, and
 * the calls only some pages make beside their domain (orders/order-call-names.ts and the like),
 * so a page that makes none of them does not download their names. Each
 * export is typed by the definition exported under the same name (its input and output follow
 * from it; an unknown name is a type error); call-names.test.ts checks that every definition has
 * one and that the names and auth match.
 */
export interface CallRef<C extends CallDef = CallDef> {
  readonly name: string;
  readonly auth: CallAuth;
  /** The input carries the cart's credentials: the site access token and the delivery country. */
  readonly cart?: true;
  /** Never set: it carries the definition's type, so a call's input and output follow from its entry. */
  readonly def?: C;
}

type Modules = typeof adminMembersCalls &
  typeof adminOrdersCalls &
  typeof auditLogCalls &
  typeof backupsAdminCalls &
  typeof bankReconciliationCalls &
  typeof catalogAdminCalls &
  typeof contentAdminCalls &
  typeof dashboardCalls &
  typeof fulfilmentAdminCalls &
  typeof paymentsAdminCalls &
  typeof paymentReceiptCalls &
  typeof pickListCalls &
  typeof privacyAdminCalls &
  typeof promotionsAdminCalls &
  typeof searchVariantsAdminCalls &
  typeof settingsAdminCalls &
  typeof staffAuthCalls &
  typeof subscriptionsAdminCalls &
  typeof cartCalls &
  typeof categoryCalls &
  typeof productCalls &
  typeof contentCalls &
  typeof lookupsCalls &
  typeof addressBookCalls &
  typeof contactProofCalls &
  typeof logoutCalls &
  typeof membersCalls &
  typeof newsletterCalls &
  typeof otpCalls &
  typeof passwordChangeCalls &
  typeof privacyCalls &
  typeof resetCheckCalls &
  typeof stockNotifyCalls &
  typeof savedListsCalls &
  typeof orderTrackingCalls &
  typeof ordersCalls &
  typeof subscriptionsCalls &
  typeof creditShopCalls &
  typeof pointsCalls &
  typeof reviewsCalls &
  typeof reviewsAdminCalls;

/** Every call definition by the name it is exported under. */
type Defs = { [K in keyof Modules as Modules[K] extends CallDef ? K : never]: Modules[K] };

/** The name and auth of the definition exported as `K`. */
export type Ref<K extends keyof Defs> = CallRef<Defs[K]>;

export const accessTokenGet: Ref<'accessTokenGet'> = { name: 'access_token_get', auth: 'public' };
export const cartAddProduct: Ref<'cartAddProduct'> = { name: 'cart_add_product', auth: 'cart', cart: true };
export const cartCouponApply: Ref<'cartCouponApply'> = {
  name: 'cart_coupon_code_apply',
  auth: 'member',
  cart: true,
};
export const cartCouponRemove: Ref<'cartCouponRemove'> = {
  name: 'cart_coupon_code_remove',
  auth: 'member',
  cart: true,
};
export const cartCreditApply: Ref<'cartCreditApply'> = {
  name: 'cart_credit_apply',
  auth: 'member',
  cart: true,
};
export const cartCreditRemove: Ref<'cartCreditRemove'> = {
  name: 'cart_credit_remove',
  auth: 'member',
  cart: true,
};
export const cartGet: Ref<'cartGet'> = { name: 'cart_get', auth: 'cart', cart: true };
export const cartRemoveAll: Ref<'cartRemoveAll'> = { name: 'cart_remove_all', auth: 'cart', cart: true };
export const cartRemoveProduct: Ref<'cartRemoveProduct'> = {
  name: 'cart_remove_product',
  auth: 'cart',
  cart: true,
};
export const cartUpdateProduct: Ref<'cartUpdateProduct'> = {
  name: 'cart_update_product',
  auth: 'cart',
  cart: true,
};
export const categoryGet: Ref<'categoryGet'> = { name: 'category_get', auth: 'public' };
export const productDetailGet: Ref<'productDetailGet'> = { name: 'product_detail_get', auth: 'public' };
export const productGet: Ref<'productGet'> = { name: 'product_get', auth: 'public' };
export const sectionProductGet: Ref<'sectionProductGet'> = { name: 'section_product_get', auth: 'public' };
export const suggestedProductGet: Ref<'suggestedProductGet'> = {
  name: 'suggested_product_get',
  auth: 'public',
};
export const blogPostDetailGet: Ref<'blogPostDetailGet'> = { name: 'blog_post_detail_get', auth: 'public' };
export const blogPostGet: Ref<'blogPostGet'> = { name: 'blog_post_get', auth: 'public' };
export const websiteSectionGet: Ref<'websiteSectionGet'> = { name: 'website_section_get', auth: 'public' };
export const blackoutDateGet: Ref<'blackoutDateGet'> = { name: 'client_blackout_date_get', auth: 'public' };
export const countryGet: Ref<'countryGet'> = { name: 'country_get', auth: 'public' };
export const deliveryCountryGet: Ref<'deliveryCountryGet'> = { name: 'delivery_country_get', auth: 'public' };
export const pickupStoreGet: Ref<'pickupStoreGet'> = { name: 'pickup_store_get', auth: 'public' };
export const shopInfoGet: Ref<'shopInfoGet'> = { name: 'shop_info_get', auth: 'public' };
export const timeslotGet: Ref<'timeslotGet'> = { name: 'timeslot_get', auth: 'public' };
export const profileGet: Ref<'profileGet'> = { name: 'profile_get', auth: 'member' };
export const savedListGet: Ref<'savedListGet'> = { name: 'saved_list_get', auth: 'member' };
export const savedListAdd: Ref<'savedListAdd'> = { name: 'saved_list_add', auth: 'member' };
export const savedListRemove: Ref<'savedListRemove'> = { name: 'saved_list_remove', auth: 'member' };
export const newsletterSubscribe: Ref<'newsletterSubscribe'> = {
  name: 'newsletter_subscribe',
  auth: 'public',
};

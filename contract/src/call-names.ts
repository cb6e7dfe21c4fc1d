import type * as adminMembers from './admin/admin-members.calls.ts';
import type * as adminOrders from './admin/admin-orders.calls.ts';
import type * as auditLog from './admin/audit-log.calls.ts';
import type * as catalogAdmin from './admin/catalog-admin.calls.ts';
import type * as contentAdmin from './admin/content-admin.calls.ts';
import type * as dashboard from './admin/dashboard.calls.ts';
import type * as fulfilmentAdmin from './admin/fulfilment-admin.calls.ts';
import type * as pickList from './admin/pick-list.calls.ts';
import type * as promotionsAdmin from './admin/promotions-admin.calls.ts';
import type * as settingsAdmin from './admin/settings-admin.calls.ts';
import type * as staffAuth from './admin/staff-auth.calls.ts';
import type { CallAuth, CallDef } from './calls.ts';
import type * as cart from './cart/cart.calls.ts';
import type * as category from './catalog/category.calls.ts';
import type * as product from './catalog/product.calls.ts';
import type * as content from './content/content.calls.ts';
import type * as lookups from './lookups/lookups.calls.ts';
import type * as members from './members/members.calls.ts';
import type * as newsletter from './members/newsletter.calls.ts';
import type * as otp from './members/otp.calls.ts';
import type * as passwordChange from './members/password-change.calls.ts';
import type * as orders from './orders/orders.calls.ts';
import type * as creditShop from './points/credit-shop.calls.ts';
import type * as points from './points/points.calls.ts';

/**
 * Every call's name and auth, without its zod schemas: the storefront builds its endpoints from
 * these, so its bundle carries no schema it never runs. Each entry is typed by the definition of
 * the same name (its input and output follow from it, and a missing or unknown call is a type
 * error); call-names.test.ts checks that the names and auth match the definitions.
 */
export interface CallRef<C extends CallDef = CallDef> {
  readonly name: string;
  readonly auth: CallAuth;
  /** The input carries the cart's credentials: the site access token and the delivery country. */
  readonly cart?: true;
  /** Never set: it carries the definition's type, so a call's input and output follow from its entry. */
  readonly def?: C;
}

type Modules = typeof adminMembers &
  typeof adminOrders &
  typeof auditLog &
  typeof catalogAdmin &
  typeof contentAdmin &
  typeof dashboard &
  typeof fulfilmentAdmin &
  typeof pickList &
  typeof promotionsAdmin &
  typeof settingsAdmin &
  typeof staffAuth &
  typeof cart &
  typeof category &
  typeof product &
  typeof content &
  typeof lookups &
  typeof members &
  typeof newsletter &
  typeof otp &
  typeof passwordChange &
  typeof orders &
  typeof creditShop &
  typeof points;

/** Every call definition by the name it is exported under. */
type Defs = { [K in keyof Modules as Modules[K] extends CallDef ? K : never]: Modules[K] };

export const calls: { readonly [K in keyof Defs]: CallRef<Defs[K]> } = {
  adminMemberGet: { name: 'admin_member_get', auth: 'staff' },
  adminMemberLedgerGet: { name: 'admin_member_ledger_get', auth: 'staff' },
  adminMemberPasswordResetSend: { name: 'admin_member_password_reset_send', auth: 'staff' },
  adminMemberSearch: { name: 'admin_member_search', auth: 'staff' },
  adminPointsAdjust: { name: 'admin_points_adjust', auth: 'staff' },
  adminOrderGet: { name: 'admin_order_get', auth: 'staff' },
  adminOrderList: { name: 'admin_order_list', auth: 'staff' },
  adminOrderTransition: { name: 'admin_order_transition', auth: 'staff' },
  adminAuditLogGet: { name: 'admin_audit_log_get', auth: 'staff' },
  adminImageUpload: { name: 'admin_image_upload', auth: 'staff' },
  adminProductGet: { name: 'admin_product_get', auth: 'staff' },
  adminProductList: { name: 'admin_product_list', auth: 'staff' },
  adminProductSave: { name: 'admin_product_save', auth: 'staff' },
  adminStockAdjust: { name: 'admin_stock_adjust', auth: 'staff' },
  adminBlogPostSave: { name: 'admin_blog_post_save', auth: 'staff' },
  adminContentDelete: { name: 'admin_content_delete', auth: 'staff' },
  adminContentGet: { name: 'admin_content_get', auth: 'staff' },
  adminRichTextPreview: { name: 'admin_rich_text_preview', auth: 'staff' },
  adminSectionItemSave: { name: 'admin_section_item_save', auth: 'staff' },
  adminDashboardGet: { name: 'admin_dashboard_get', auth: 'staff' },
  adminBlackoutDateAdd: { name: 'admin_blackout_date_add', auth: 'staff' },
  adminDeliveryCountrySave: { name: 'admin_delivery_country_save', auth: 'staff' },
  adminFulfilmentDelete: { name: 'admin_fulfilment_delete', auth: 'staff' },
  adminPickupStoreSave: { name: 'admin_pickup_store_save', auth: 'staff' },
  adminTimeslotSave: { name: 'admin_timeslot_save', auth: 'staff' },
  adminPickListGet: { name: 'admin_pick_list_get', auth: 'staff' },
  adminCashCreditSave: { name: 'admin_cash_credit_save', auth: 'staff' },
  adminCouponAssign: { name: 'admin_coupon_assign', auth: 'staff' },
  adminCouponSave: { name: 'admin_coupon_save', auth: 'staff' },
  adminCouponUnassign: { name: 'admin_coupon_unassign', auth: 'staff' },
  adminExchangeOptionSave: { name: 'admin_exchange_option_save', auth: 'staff' },
  adminGiftRuleSave: { name: 'admin_gift_rule_save', auth: 'staff' },
  adminMemberVouchersGet: { name: 'admin_member_vouchers_get', auth: 'staff' },
  adminPromotionsGet: { name: 'admin_promotions_get', auth: 'staff' },
  adminSettingsGet: { name: 'admin_settings_get', auth: 'staff' },
  adminShopInfoSave: { name: 'admin_shop_info_save', auth: 'staff' },
  adminShopRulesSave: { name: 'admin_shop_rules_save', auth: 'staff' },
  adminTierSave: { name: 'admin_tier_save', auth: 'staff' },
  adminLogin: { name: 'admin_login', auth: 'public' },
  adminLogout: { name: 'admin_logout', auth: 'staff' },
  adminMe: { name: 'admin_me', auth: 'staff' },
  accessTokenGet: { name: 'access_token_get', auth: 'public' },
  cartAddProduct: { name: 'cart_add_product', auth: 'cart', cart: true },
  cartCouponApply: { name: 'cart_coupon_code_apply', auth: 'member', cart: true },
  cartCouponRemove: { name: 'cart_coupon_code_remove', auth: 'member', cart: true },
  cartCreditApply: { name: 'cart_credit_apply', auth: 'member', cart: true },
  cartCreditRemove: { name: 'cart_credit_remove', auth: 'member', cart: true },
  cartGet: { name: 'cart_get', auth: 'cart', cart: true },
  cartRemoveAll: { name: 'cart_remove_all', auth: 'cart', cart: true },
  cartRemoveProduct: { name: 'cart_remove_product', auth: 'cart', cart: true },
  cartUpdateProduct: { name: 'cart_update_product', auth: 'cart', cart: true },
  categoryGet: { name: 'category_get', auth: 'public' },
  productDetailGet: { name: 'product_detail_get', auth: 'public' },
  productGet: { name: 'product_get', auth: 'public' },
  sectionProductGet: { name: 'section_product_get', auth: 'public' },
  suggestedProductGet: { name: 'suggested_product_get', auth: 'public' },
  blogPostDetailGet: { name: 'blog_post_detail_get', auth: 'public' },
  blogPostGet: { name: 'blog_post_get', auth: 'public' },
  websiteSectionGet: { name: 'website_section_get', auth: 'public' },
  blackoutDateGet: { name: 'client_blackout_date_get', auth: 'public' },
  countryGet: { name: 'country_get', auth: 'public' },
  deliveryCountryGet: { name: 'delivery_country_get', auth: 'public' },
  pickupStoreGet: { name: 'pickup_store_get', auth: 'public' },
  shopInfoGet: { name: 'shop_info_get', auth: 'public' },
  timeslotGet: { name: 'timeslot_get', auth: 'public' },
  emailCheck: { name: 'email_check', auth: 'public' },
  forgotPassword: { name: 'forgot_password', auth: 'public' },
  login: { name: 'login', auth: 'public' },
  memberAddressGet: { name: 'member_address_get', auth: 'member' },
  profileGet: { name: 'profile_get', auth: 'member' },
  register: { name: 'register', auth: 'public' },
  resetPassword: { name: 'reset_password', auth: 'public' },
  newsletterSubscribe: { name: 'newsletter_subscribe', auth: 'public' },
  otpGet: { name: 'otp_get', auth: 'public' },
  otpSubmit: { name: 'otp_submit', auth: 'public' },
  passwordChange: { name: 'password_change', auth: 'member' },
  memberVoucherGet: { name: 'member_voucher_get', auth: 'member' },
  orderCreate: { name: 'order_create', auth: 'cart', cart: true },
  orderDetailGet: { name: 'order_detail_get', auth: 'public' },
  orderGet: { name: 'order_get', auth: 'member' },
  purchasedItemGet: { name: 'purchased_item_get', auth: 'member' },
  cashCreditProductGet: { name: 'cash_credit_product_get', auth: 'public' },
  creditProductGet: { name: 'credit_product_get', auth: 'public' },
  pointBalanceGet: { name: 'point_balance_get', auth: 'member' },
  pointConfigGet: { name: 'point_config_get', auth: 'public' },
  pointTransactionHistoryGet: { name: 'point_transaction_history_get', auth: 'member' },
  pointTransfer: { name: 'point_transfer', auth: 'member' },
};

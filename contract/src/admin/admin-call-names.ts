import type { Ref } from '../call-names.ts';

/** The staff console's calls by name and auth (see call-names.ts). */
export const adminMemberGet: Ref<'adminMemberGet'> = { name: 'admin_member_get', auth: 'staff' };
export const adminMemberLedgerGet: Ref<'adminMemberLedgerGet'> = {
  name: 'admin_member_ledger_get',
  auth: 'staff',
};
export const adminMemberPasswordResetSend: Ref<'adminMemberPasswordResetSend'> = {
  name: 'admin_member_password_reset_send',
  auth: 'staff',
};
export const adminMemberSearch: Ref<'adminMemberSearch'> = { name: 'admin_member_search', auth: 'staff' };
export const adminPointsAdjust: Ref<'adminPointsAdjust'> = { name: 'admin_points_adjust', auth: 'staff' };
export const adminOrderGet: Ref<'adminOrderGet'> = { name: 'admin_order_get', auth: 'staff' };
export const adminOrderList: Ref<'adminOrderList'> = { name: 'admin_order_list', auth: 'staff' };
export const adminOrderTransition: Ref<'adminOrderTransition'> = {
  name: 'admin_order_transition',
  auth: 'staff',
};
export const adminAuditLogGet: Ref<'adminAuditLogGet'> = { name: 'admin_audit_log_get', auth: 'staff' };
export const adminBackupStatusGet: Ref<'adminBackupStatusGet'> = {
  name: 'admin_backup_status_get',
  auth: 'staff',
};
export const adminImageUpload: Ref<'adminImageUpload'> = { name: 'admin_image_upload', auth: 'staff' };
export const adminProductGet: Ref<'adminProductGet'> = { name: 'admin_product_get', auth: 'staff' };
export const adminProductList: Ref<'adminProductList'> = { name: 'admin_product_list', auth: 'staff' };
export const adminProductSave: Ref<'adminProductSave'> = { name: 'admin_product_save', auth: 'staff' };
export const adminStockAdjust: Ref<'adminStockAdjust'> = { name: 'admin_stock_adjust', auth: 'staff' };
export const adminSearchVariantList: Ref<'adminSearchVariantList'> = {
  name: 'admin_search_variant_list',
  auth: 'staff',
};
export const adminSearchVariantAdd: Ref<'adminSearchVariantAdd'> = {
  name: 'admin_search_variant_add',
  auth: 'staff',
};
export const adminSearchVariantDelete: Ref<'adminSearchVariantDelete'> = {
  name: 'admin_search_variant_delete',
  auth: 'staff',
};
export const adminBlogPostSave: Ref<'adminBlogPostSave'> = { name: 'admin_blog_post_save', auth: 'staff' };
export const adminContentDelete: Ref<'adminContentDelete'> = { name: 'admin_content_delete', auth: 'staff' };
export const adminContentGet: Ref<'adminContentGet'> = { name: 'admin_content_get', auth: 'staff' };
export const adminRichTextPreview: Ref<'adminRichTextPreview'> = {
  name: 'admin_rich_text_preview',
  auth: 'staff',
};
export const adminSectionItemSave: Ref<'adminSectionItemSave'> = {
  name: 'admin_section_item_save',
  auth: 'staff',
};
export const adminDashboardGet: Ref<'adminDashboardGet'> = { name: 'admin_dashboard_get', auth: 'staff' };
export const adminBlackoutDateAdd: Ref<'adminBlackoutDateAdd'> = {
  name: 'admin_blackout_date_add',
  auth: 'staff',
};
export const adminDeliveryCountrySave: Ref<'adminDeliveryCountrySave'> = {
  name: 'admin_delivery_country_save',
  auth: 'staff',
};
export const adminFulfilmentDelete: Ref<'adminFulfilmentDelete'> = {
  name: 'admin_fulfilment_delete',
  auth: 'staff',
};
export const adminPickupStoreSave: Ref<'adminPickupStoreSave'> = {
  name: 'admin_pickup_store_save',
  auth: 'staff',
};
export const adminTimeslotSave: Ref<'adminTimeslotSave'> = { name: 'admin_timeslot_save', auth: 'staff' };
export const adminPickListGet: Ref<'adminPickListGet'> = { name: 'admin_pick_list_get', auth: 'staff' };
export const adminBankMappingList: Ref<'adminBankMappingList'> = {
  name: 'admin_bank_mapping_list',
  auth: 'staff',
};
export const adminBankMappingSave: Ref<'adminBankMappingSave'> = {
  name: 'admin_bank_mapping_save',
  auth: 'staff',
};
export const adminBankStatementUpload: Ref<'adminBankStatementUpload'> = {
  name: 'admin_bank_statement_upload',
  auth: 'staff',
};
export const adminBankLineList: Ref<'adminBankLineList'> = { name: 'admin_bank_line_list', auth: 'staff' };
export const adminBankLineConfirm: Ref<'adminBankLineConfirm'> = {
  name: 'admin_bank_line_confirm',
  auth: 'staff',
};
export const adminCashCreditSave: Ref<'adminCashCreditSave'> = {
  name: 'admin_cash_credit_save',
  auth: 'staff',
};
export const adminCouponAssign: Ref<'adminCouponAssign'> = { name: 'admin_coupon_assign', auth: 'staff' };
export const adminCouponSave: Ref<'adminCouponSave'> = { name: 'admin_coupon_save', auth: 'staff' };
export const adminCouponUnassign: Ref<'adminCouponUnassign'> = {
  name: 'admin_coupon_unassign',
  auth: 'staff',
};
export const adminExchangeOptionSave: Ref<'adminExchangeOptionSave'> = {
  name: 'admin_exchange_option_save',
  auth: 'staff',
};
export const adminGiftRuleSave: Ref<'adminGiftRuleSave'> = { name: 'admin_gift_rule_save', auth: 'staff' };
export const adminMemberVouchersGet: Ref<'adminMemberVouchersGet'> = {
  name: 'admin_member_vouchers_get',
  auth: 'staff',
};
export const adminPromotionsGet: Ref<'adminPromotionsGet'> = { name: 'admin_promotions_get', auth: 'staff' };
export const adminSettingsGet: Ref<'adminSettingsGet'> = { name: 'admin_settings_get', auth: 'staff' };
export const adminFpsProxyGet: Ref<'adminFpsProxyGet'> = { name: 'admin_fps_proxy_get', auth: 'staff' };
export const adminFpsProxySave: Ref<'adminFpsProxySave'> = { name: 'admin_fps_proxy_save', auth: 'staff' };
export const adminOrderReceiptsGet: Ref<'adminOrderReceiptsGet'> = {
  name: 'admin_order_receipts_get',
  auth: 'staff',
};
export const adminShopInfoSave: Ref<'adminShopInfoSave'> = { name: 'admin_shop_info_save', auth: 'staff' };
export const adminShopRulesSave: Ref<'adminShopRulesSave'> = { name: 'admin_shop_rules_save', auth: 'staff' };
export const adminTierSave: Ref<'adminTierSave'> = { name: 'admin_tier_save', auth: 'staff' };
export const adminCartReminderRulesSave: Ref<'adminCartReminderRulesSave'> = {
  name: 'admin_cart_reminder_rules_save',
  auth: 'staff',
};
export const adminUnpaidOrderRulesSave: Ref<'adminUnpaidOrderRulesSave'> = {
  name: 'admin_unpaid_order_rules_save',
  auth: 'staff',
};
export const adminLogin: Ref<'adminLogin'> = { name: 'admin_login', auth: 'public' };
export const adminLogout: Ref<'adminLogout'> = { name: 'admin_logout', auth: 'staff' };
export const adminMe: Ref<'adminMe'> = { name: 'admin_me', auth: 'staff' };
export const adminLoginSecondStep: Ref<'adminLoginSecondStep'> = {
  name: 'admin_login_second_step',
  auth: 'public',
};
export const adminTwoFactorSetup: Ref<'adminTwoFactorSetup'> = {
  name: 'admin_two_factor_setup',
  auth: 'public',
};
export const adminTwoFactorConfirm: Ref<'adminTwoFactorConfirm'> = {
  name: 'admin_two_factor_confirm',
  auth: 'public',
};
export const adminSessionGet: Ref<'adminSessionGet'> = { name: 'admin_session_get', auth: 'staff' };
export const adminSessionEnd: Ref<'adminSessionEnd'> = { name: 'admin_session_end', auth: 'staff' };
export const adminPrivacyRequestList: Ref<'adminPrivacyRequestList'> = {
  name: 'admin_privacy_request_list',
  auth: 'staff',
};
export const adminPrivacyRequestClose: Ref<'adminPrivacyRequestClose'> = {
  name: 'admin_privacy_request_close',
  auth: 'staff',
};
export const adminMarketingSend: Ref<'adminMarketingSend'> = { name: 'admin_marketing_send', auth: 'staff' };
export const adminReviewsGet: Ref<'adminReviewsGet'> = { name: 'admin_reviews_get', auth: 'staff' };
export const adminReviewModerate: Ref<'adminReviewModerate'> = {
  name: 'admin_review_moderate',
  auth: 'staff',
};
export const adminSubscriptionPlanSave: Ref<'adminSubscriptionPlanSave'> = {
  name: 'admin_subscription_plan_save',
  auth: 'staff',
};
export const adminSubscriptionPlansGet: Ref<'adminSubscriptionPlansGet'> = {
  name: 'admin_subscription_plans_get',
  auth: 'staff',
};
export const adminSubscriptionsGet: Ref<'adminSubscriptionsGet'> = {
  name: 'admin_subscriptions_get',
  auth: 'staff',
};
export const adminSubscriptionRenewalsGet: Ref<'adminSubscriptionRenewalsGet'> = {
  name: 'admin_subscription_renewals_get',
  auth: 'staff',
};
export const adminRoastPlanGet: Ref<'adminRoastPlanGet'> = { name: 'admin_roast_plan_get', auth: 'staff' };
